"""The plans of matrix kernels (l x l products over GF(16) in SNOVA's layout).

    spec = parse_matrix("x^4+x+1", 4)
    kernel = gen.generate(spec, "avx2")   # pure: plan, prove, render (gen.families.matrix)

An l x l matrix is l*l bytes, one element per byte (its low nibble), row-major; the kernel
N_gf16m_mul(a, b, c) computes c = a*b with SNOVA's argument order. Two plan families:

* SIMD (every ISA with an in-register byte shuffle: x86 pshufb, NEON tbl): in-register nibble tables. Every input byte goes through a
  16-entry log table with one byte shuffle (pshufb / vqtbl1q_u8); for each output register and each
  k, one shuffle of the logs of a gathers a[i][k] into every lane (i, j), one of b gathers b[k][j];
  the product is exp(log + log mod 15), one add, sub and unsigned min, then one more table shuffle,
  XORed into an accumulator. log 0 is ZERO_LOG, chosen so that any sum involving it keeps bit 7
  set, which makes the exp shuffle return 0. Wide ISAs put two or four (output register, k) slots
  in the 128-bit lanes of one ymm/zmm; the planner prices every width the ISA has.
* c64: SWAR on nibbles, 4l-bit rows in 64-bit words: c = XOR over (k, t) of M(k,t) & R(k,t), where
  M spreads bit t of a[i][k] over row i and R replicates row k of x^t*b (x^t by shift/XOR) over all
  rows. Every multiplication only replicates disjoint fields (checked), so the kernel is bilinear.

No table is ever indexed by operand data in memory: the tables live in vector registers.
The proof (`prove_matrix`) works on the plan: the lane function is checked on all 256 pairs of
GF(16) elements with the exact tables emitted (and the ISA's shuffle semantics), and every stored
output lane is shown to XOR exactly the products a[i][k]*b[k][j], k < l, through the gathers;
for c64 the plan is evaluated on all pairs of basis vectors (a proof: it is bilinear by
construction). gen.matrix_check then runs the compiled code.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field

from ...errors import GenError
from ...isa.target import CostTable
from ...spec import poly
from .spec import MatrixSpec

LANE = 16  # bytes in a 128-bit register lane
ZERO_LOG = 0xE0  # log(0): ZERO_LOG + n (n <= 14) and 2*ZERO_LOG mod 256 keep bit 7 set after the min
Q = 15  # multiplicative order of GF(16)*
IDX_ZERO = 0x80  # shuffle index that yields 0 (pshufb: bit 7; tbl: out of range)


# -- log / exp tables --------------------------------------------------------------------------
@functools.lru_cache(maxsize=8)
def log_exp(modulus: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """(LOG, EXP, g): EXP[e] = g^e (e < 15, EXP[15] = 0 unused), LOG[g^e] = e, LOG[0] = ZERO_LOG,
    for the smallest primitive element g of GF(2)[x]/(modulus)."""
    for g in range(2, 16):
        powers, x = [], 1
        for _ in range(Q):
            powers.append(x)
            x = poly.mulmod(x, g, modulus)
        if len(set(powers)) == Q:
            log = [ZERO_LOG] * 16
            for e, v in enumerate(powers):
                log[v] = e
            return tuple(log), tuple(powers + [0]), g
    raise GenError(f"no primitive element in GF(2)[x]/({poly.to_str(modulus)})")  # pragma: no cover


# -- SIMD plan ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Window:
    """A 16-byte register holding bytes offset..offset+size-1 of a, b or c (lane p = byte offset+p)."""

    offset: int
    size: int


@dataclass(frozen=True)
class Gather:
    """A byte shuffle of source register `src` (an index into the side's sources): lane p gets
    byte idx[p] of it, or 0 when idx[p] == IDX_ZERO."""

    src: int
    idx: tuple[int, ...]


@dataclass(frozen=True)
class Source:
    """A 128-bit register of logs of one operand: an input window, or a register derived from the
    input windows by XORing gathers (so that every later gather reads one register)."""

    window: Window | None
    parts: tuple[Gather, ...] = ()


@dataclass(frozen=True)
class Slot:
    """One 128-bit product: output register `out`, step k: exp(log a gathered + log b gathered)."""

    out: int
    k: int
    ga: Gather
    gb: Gather


@dataclass(frozen=True)
class Chunk:
    """Slots computed together in the 128-bit lanes of one vector (1, 2 or 4 lanes)."""

    slots: tuple[Slot, ...]

    @property
    def pattern(self) -> tuple[int, ...]:
        return tuple(s.out for s in self.slots)


@dataclass
class SimdPlan:
    spec: MatrixSpec
    lanes: int  # widest vector: 1 (xmm / NEON q), 2 (ymm), 4 (zmm)
    windows: tuple[Window, ...]  # loads of a and b, stores of c (the same windows)
    sources: dict[str, tuple[Source, ...]]  # "a", "b" -> log registers
    chunks: tuple[Chunk, ...]
    log: tuple[int, ...]
    exp: tuple[int, ...]
    generator: int
    counts: dict[str, int] = field(default_factory=dict)  # instruction classes of the printed body
    cost: float = 0.0  # predicted cycles per call (simd_cost), set with the counts

    kind = "simd"

    def describe(self) -> str:
        width = {1: "128-bit", 2: "256-bit (two 128-bit lanes)", 4: "512-bit (four 128-bit lanes)"}[self.lanes]
        derived = sum(1 for s in self.sources["a"] + self.sources["b"] if s.window is None)
        extra = f", {derived} derived source registers" if derived else ""
        return (f"in-register log/exp nibble tables (generator {poly.to_str(self.generator)}), "
                f"{len(self.windows)} x 16-byte windows, {len(self.chunks)} {width} product vectors "
                f"({sum(len(c.slots) for c in self.chunks)} slots){extra}")


def windows_for(ll: int) -> tuple[Window, ...]:
    """16-byte windows covering ll bytes without reading or writing outside them."""
    if ll <= LANE:
        return (Window(0, ll),)
    if ll <= 2 * LANE:
        return (Window(0, LANE), Window(ll - LANE, LANE))
    raise GenError(f"{ll} bytes per matrix need more than two registers")  # pragma: no cover


def _needs(spec: MatrixSpec, win: Window, k: int, side: str) -> list[int | None]:
    """Operand byte each lane of output window `win` needs at step k (None: lane not stored)."""
    l, out = spec.l, []
    for p in range(LANE):
        if p >= win.size:
            out.append(None)
            continue
        i, j = divmod(win.offset + p, l)
        out.append(i * l + k if side == "a" else k * l + j)
    return out


def _where(src: Source, sources: tuple[Source, ...], byte: int) -> int | None:
    """The lane of `src` that holds operand byte `byte` (None: not there)."""
    for lane in range(LANE):
        if resolve(sources, src, lane) == byte:
            return lane
    return None


def resolve(sources: tuple[Source, ...], src: Source, lane: int) -> int | None:
    """Which operand byte lane `lane` of `src` holds (None: zero)."""
    if src.window is not None:
        return src.window.offset + lane if lane < src.window.size else None
    hits = [g for g in src.parts if g.idx[lane] != IDX_ZERO]
    if len(hits) != 1:
        return None
    return resolve(sources, sources[hits[0].src], hits[0].idx[lane])


def _gather(sources: list[Source], need: list[int | None]) -> Gather | None:
    """One shuffle of a single source giving every needed byte, if some source holds them all."""
    wanted = {n for n in need if n is not None}
    for si, src in enumerate(sources):
        where = {n: _where(src, tuple(sources), n) for n in wanted}
        if all(w is not None for w in where.values()):
            return Gather(si, tuple(IDX_ZERO if n is None else where[n] for n in need))
    return None


def _derive(sources: list[Source], groups: list[list[int]]) -> None:
    """Append registers holding each group of operand bytes (groups packed in order, <= 16 bytes
    per register), built from the input windows by one gather per window used."""
    packs: list[list[int]] = [[]]
    for g in groups:
        if len(packs[-1]) + len(g) > LANE:
            packs.append([])
        packs[-1].extend(g)
    inputs = [i for i, s in enumerate(sources) if s.window is not None]
    for pack in packs:
        parts = []
        placed: set[int] = set()
        for si in inputs:
            idx = []
            for lane in range(LANE):
                n = pack[lane] if lane < len(pack) else None
                w = None if n is None or n in placed else _where(sources[si], tuple(sources), n)
                idx.append(IDX_ZERO if w is None else w)
            placed |= {pack[lane] for lane in range(len(pack)) if idx[lane] != IDX_ZERO}
            if any(i != IDX_ZERO for i in idx):
                parts.append(Gather(si, tuple(idx)))
        sources.append(Source(None, tuple(parts)))


def _side_gathers(spec: MatrixSpec, windows: tuple[Window, ...], side: str):
    """Sources and the gather of every (output window, k) for one operand."""
    sources = [Source(w) for w in windows]
    needs = {(o, k): _needs(spec, w, k, side) for o, w in enumerate(windows) for k in range(spec.l)}
    if any(_gather(sources, n) is None for n in needs.values()):
        l = spec.l  # group by what one step k needs across all outputs: column k of a, row k of b
        groups = [[i * l + k for i in range(l)] if side == "a" else [k * l + j for j in range(l)]
                  for k in range(l)]
        _derive(sources, groups)
    gathers = {}
    for key, need in needs.items():
        g = _gather(sources, need)
        if g is None:  # pragma: no cover - the derived registers hold every column / row
            raise GenError(f"matrix plan: no single source for {side} at {key}")
        gathers[key] = g
    return tuple(sources), gathers


def plan_simd(spec: MatrixSpec, lanes: int) -> SimdPlan:
    """The log/exp plan with vectors of `lanes` 128-bit lanes (slots in k-major, output-minor order,
    so that a lane keeps one output register when the lane count is a multiple of the outputs)."""
    windows = windows_for(spec.ll)
    src_a, ga = _side_gathers(spec, windows, "a")
    src_b, gb = _side_gathers(spec, windows, "b")
    slots = [Slot(o, k, ga[(o, k)], gb[(o, k)]) for k in range(spec.l) for o in range(len(windows))]
    chunks, i = [], 0
    while i < len(slots):
        n = lanes
        while n > 1 and len(slots) - i < n:  # the remainder in a narrower vector, never idle lanes
            n //= 2
        chunks.append(Chunk(tuple(slots[i:i + n])))
        i += n
    log, exp, g = log_exp(spec.field.modulus)
    return SimdPlan(spec, lanes, windows, {"a": src_a, "b": src_b}, tuple(chunks), log, exp, g)


# the cost table's model figure per instruction class of the printed body (gen.isa.costs: common.toml)
CLASS_FIGURES = {"shuf": "matrix_shuffle", "alu": "matrix_alu", "mem": "matrix_mem"}


def simd_cost(counts: dict[str, int], costs: CostTable) -> float:
    """Predicted cycles per call: the busiest instruction class."""
    return max(counts.get(k, 0) * costs.figure(f) for k, f in CLASS_FIGURES.items())


def source_vector(chunk: Chunk, side: str) -> tuple[int, ...]:
    """The source register in each lane of the chunk's `side` gather."""
    return tuple((s.ga if side == "a" else s.gb).src for s in chunk.slots)


# -- c64 plan ----------------------------------------------------------------------------------
@dataclass
class C64Plan:
    """SWAR on nibbles: rows of 4l bits, `rows_per_word` rows per 64-bit word."""

    spec: MatrixSpec
    rows_per_word: int
    words: tuple[tuple[int, int], ...]  # (first row, row count) per word

    kind = "swar"  # SWAR on nibbles in portable C
    lanes = 1  # word-wide: no vector lanes to choose

    @property
    def row_bits(self) -> int:
        return 4 * self.spec.l

    @property
    def row_mask(self) -> int:
        return (1 << self.row_bits) - 1

    def spread(self, rows: int) -> int:
        """One bit at the bottom of each of `rows` rows."""
        return sum(1 << (self.row_bits * r) for r in range(rows))

    def word_of(self, row: int) -> tuple[int, int]:
        return row // self.rows_per_word, row % self.rows_per_word

    @property
    def tail_shifts(self) -> tuple[int, ...]:
        """x^4 = sum of x^e over these e (the modulus' tail)."""
        return tuple(e for e in range(4) if self.spec.field.modulus >> e & 1)

    @property
    def counts(self) -> dict[str, int]:
        l, n = self.spec.l, len(self.words)
        terms = n * l * 4
        return {"and": 2 * terms + 4 * l + 6 * n, "xor": terms + 3 * n * (len(self.tail_shifts) + 1),
                "shift": terms + 4 * l + 9 * n, "mul": terms + 4 * l}

    @property
    def cost(self) -> float:
        return sum(self.counts.values()) / 3.0  # three or four integer ALUs

    def describe(self) -> str:
        return (f"SWAR on nibbles: {self.spec.l} rows of {self.row_bits} bits in {len(self.words)} 64-bit "
                f"word(s); {4 * self.spec.l} terms mask(bit t of a[.][k]) & row k of x^t*b per word, "
                f"x^t*b by {len(self.tail_shifts) + 2}-op shift/XOR steps")


def plan_c64(spec: MatrixSpec) -> C64Plan:
    rpw = 64 // (4 * spec.l)
    words = tuple((r, min(rpw, spec.l - r)) for r in range(0, spec.l, rpw))
    plan = C64Plan(spec, rpw, words)
    # every multiplication must replicate disjoint fields (then it is a sum of shifts: linear)
    full = plan.spread(min(rpw, spec.l))
    assert _carry_free(full, plan.row_mask) and all(_carry_free(plan.spread(n), plan.row_mask) for _, n in words)
    return plan


def _carry_free(x_support: int, multiplier: int) -> bool:
    """x * multiplier adds shifted copies of x that never overlap (for any x within the support)."""
    seen = 0
    for s in range(multiplier.bit_length()):
        if multiplier >> s & 1:
            copy = x_support << s
            if copy & seen or copy >> 64:
                return False
            seen |= copy
    return True


def c64_evaluate(plan: C64Plan, a: list[int], b: list[int]) -> list[int]:
    """The c64 plan's formula in Python (what the template prints), for the proof."""
    M64 = (1 << 64) - 1
    l, rb = plan.spec.l, plan.row_bits

    def pack(m: list[int]) -> list[int]:
        out = []
        for r0, n in plan.words:
            w = 0
            for p in range(n * l):
                w |= (m[r0 * l + p] & 15) << (4 * p)
            out.append(w)
        return out

    def xtime(v: int) -> int:
        h = (v >> 3) & 0x1111111111111111
        r = (v << 1) & 0xEEEEEEEEEEEEEEEE
        for e in plan.tail_shifts:
            r ^= h << e
        return r & M64

    A, B = pack(a), pack(b)
    XB = [B]
    for _ in range(3):
        XB.append([xtime(v) for v in XB[-1]])
    full = plan.spread(min(plan.rows_per_word, l))
    C = []
    for (r0, n), aw in zip(plan.words, A):
        acc = 0
        for k in range(l):
            wk, rk = plan.word_of(k)
            for t in range(4):
                m = (((aw >> (4 * k + t)) & plan.spread(n)) * plan.row_mask) & M64
                r = (((XB[t][wk] >> (rb * rk)) & plan.row_mask) * full) & M64
                acc ^= m & r
        C.append(acc)
    out = []
    for (r0, n), cw in zip(plan.words, C):
        out += [(cw >> (4 * p)) & 15 for p in range(n * l)]
    return out
