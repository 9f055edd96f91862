"""l x l matrix products over GF(16) in SNOVA's layout: spec -> plan -> proof -> C.

    spec = parse_matrix("x^4+x+1", 4)
    kernel = generate_matrix(spec, "avx2")   # pure: plan, prove, render

An l x l matrix is l*l bytes, one element per byte (its low nibble), row-major; the kernel
N_gf16m_mul(a, b, c) computes c = a*b with SNOVA's argument order. Two plan families:

* SIMD (pclmul, avx2, avx512, neon): in-register nibble tables. Every input byte goes through a
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
from pathlib import Path

from . import __version__, poly
from .errors import GenError
from .field import Field, parse_field
from .isa import Target, get_target

L_MIN, L_MAX = 2, 5
LANE = 16  # bytes in a 128-bit register lane
ZERO_LOG = 0xE0  # log(0): ZERO_LOG + n (n <= 14) and 2*ZERO_LOG mod 256 keep bit 7 set after the min
Q = 15  # multiplicative order of GF(16)*
IDX_ZERO = 0x80  # shuffle index that yields 0 (pshufb: bit 7; tbl: out of range)
SIMD_WIDTHS = {"pclmul": (1,), "avx2": (1, 2), "avx512": (1, 2, 4), "neon": (1,)}
MATRIX_ISAS = ("c64", *SIMD_WIDTHS)


@dataclass(frozen=True)
class MatrixSpec:
    """l x l matrices over GF(16) = GF(2)[x]/(f), one element per byte, row-major."""

    field: Field
    l: int

    @property
    def ll(self) -> int:
        return self.l * self.l

    @property
    def default_name(self) -> str:
        return f"gf16_l{self.l}"

    @property
    def text(self) -> str:
        return f"{self.l}x{self.l} matrices over GF(16) mod {self.field.text}"

    def mul(self, x: int, y: int) -> int:
        return poly.mulmod(x, y, self.field.modulus)


def parse_matrix(field_spec: str | Field, l: int) -> MatrixSpec:
    """Validate the field (irreducible, degree 4: one element per byte as SNOVA stores it) and l."""
    fld = field_spec if isinstance(field_spec, Field) else parse_field(field_spec)
    if fld.m != 4:
        raise GenError(f"matrix kernels need a degree-4 modulus (GF(16), one element per byte as in SNOVA); "
                       f"{fld.text} has degree {fld.m}")
    if not isinstance(l, int) or isinstance(l, bool) or not L_MIN <= l <= L_MAX:
        raise GenError(f"matrix size l={l} is out of range: need {L_MIN} <= l <= {L_MAX}")
    return MatrixSpec(fld, l)


def reference_product(spec: MatrixSpec, a: list[int], b: list[int]) -> list[int]:
    """c = a*b by the textbook triple loop on the low nibbles (the independent reference)."""
    l = spec.l
    out = []
    for i in range(l):
        for j in range(l):
            acc = 0
            for k in range(l):
                acc ^= spec.mul(a[i * l + k] & 15, b[k * l + j] & 15)
            out.append(acc)
    return out


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
    counts: dict[str, int] = field(default_factory=dict)

    kind = "simd"

    @property
    def cost(self) -> float:
        return simd_cost(self.counts)

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
    plan = SimdPlan(spec, lanes, windows, {"a": src_a, "b": src_b}, tuple(chunks), log, exp, g)
    from .matrix_emit import simd_counts  # counted on the code that is printed

    plan.counts = simd_counts(plan)
    return plan


# Estimated cost per instruction class (reciprocal throughput in cycles) on current x86 cores:
# byte shuffles and 128-bit lane moves go to one or two shuffle ports, simple byte ALU ops to three
# or four, loads/stores of windows and shuffle-index constants to two load ports.
SIMD_PORT_COST = {"shuf": 1.0, "alu": 0.33, "mem": 0.5}


def simd_cost(counts: dict[str, int]) -> float:
    """Predicted cycles per call: the busiest instruction class."""
    return max(counts.get(k, 0) * c for k, c in SIMD_PORT_COST.items())


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

    kind = "c64"

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


# -- proof -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MatrixProof:
    method: str
    cases: int

    def __str__(self) -> str:
        return f"{self.method} ({self.cases} cases)"


def lane_product(log: tuple[int, ...], exp: tuple[int, ...], x: int, y: int, semantics: str) -> int:
    """What the emitted lane sequence computes for bytes x, y (shuffle semantics of the ISA)."""

    def table(t: tuple[int, ...], i: int) -> int:
        if semantics == "tbl":  # AArch64 TBL: index >= 16 gives 0
            return t[i] if i < 16 else 0
        return 0 if i & 0x80 else t[i & 15]  # x86 PSHUFB: bit 7 gives 0, else the low nibble

    s = (table(log, x & 15) + table(log, y & 15)) & 0xFF
    s = min(s, (s - Q) & 0xFF)
    return table(exp, s)


def prove_simd(plan: SimdPlan, semantics: str) -> MatrixProof:
    """(1) the lane function is GF(16) multiplication on all 256 pairs (high nibbles too: they are
    masked first); (2) every stored lane of every output window XORs exactly the l products
    a[i][k]*b[k][j] through the gathers (each derived source lane resolved to one operand byte)."""
    spec = plan.spec
    for x in range(256):
        for y in range(256):
            if lane_product(plan.log, plan.exp, x, y, semantics) != spec.mul(x & 15, y & 15):
                raise GenError(f"matrix plan: the lane product of {x:#x} and {y:#x} is wrong")
    l, checked = spec.l, 0
    for o, win in enumerate(plan.windows):
        terms: dict[int, list[tuple[int | None, int | None]]] = {p: [] for p in range(win.size)}
        for chunk in plan.chunks:
            for s in chunk.slots:
                if s.out != o:
                    continue
                for p in range(win.size):
                    ra = resolve(plan.sources["a"], plan.sources["a"][s.ga.src], s.ga.idx[p])
                    rb = resolve(plan.sources["b"], plan.sources["b"][s.gb.src], s.gb.idx[p])
                    terms[p].append((ra, rb))
        for p, got in terms.items():
            i, j = divmod(win.offset + p, l)
            if sorted(got, key=str) != sorted(((i * l + k, k * l + j) for k in range(l)), key=str):
                raise GenError(f"matrix plan: output c[{win.offset + p}] sums {got}, not row {i} x column {j}")
            checked += 1
    return MatrixProof(f"lane product on all 256 x 256 byte pairs; index structure of {checked} output lanes",
                       65536 + checked)


def basis_pairs(spec: MatrixSpec):
    """Every pair of basis vectors: (byte, bit) of a x (byte, bit) of b."""
    n = 4 * spec.ll
    for u in range(n):
        for v in range(n):
            a, b = [0] * spec.ll, [0] * spec.ll
            a[u // 4], b[v // 4] = 1 << (u % 4), 1 << (v % 4)
            yield a, b


def prove_c64(plan: C64Plan) -> MatrixProof:
    """The c64 plan is bilinear by construction (M is a-linear, R b-linear, every multiplication
    replicates disjoint fields: checked in plan_c64), so its values on all basis pairs decide it."""
    n = 0
    for a, b in basis_pairs(plan.spec):
        if c64_evaluate(plan, a, b) != reference_product(plan.spec, a, b):
            raise GenError(f"matrix plan: c64 formula wrong on a basis pair (a={a}, b={b})")
        n += 1
    return MatrixProof("bilinear by construction; plan evaluated on all basis pairs", n)


# -- kernels -----------------------------------------------------------------------------------
@dataclass
class MatrixKernel:
    matrix: MatrixSpec
    target: Target
    name: str
    prefix: str
    command: str
    plan: SimdPlan | C64Plan
    options: list  # every candidate plan, best first
    proof: MatrixProof
    files: dict[str, str]
    used_in: str = ""
    header_only: bool = False
    harness: object | None = None
    written_to: Path | None = None
    ct: object | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def sym(self) -> str:
        return self.prefix + self.name


def candidate_plans(spec: MatrixSpec, target: Target) -> list[SimdPlan | C64Plan]:
    """Every plan the ISA can run, cheapest first (ties: the narrower vector)."""
    if target.name == "c64":
        return [plan_c64(spec)]
    if target.name not in SIMD_WIDTHS:
        raise GenError(f"matrix kernels are emitted for {', '.join(MATRIX_ISAS)}, not {target.name}")
    plans = [plan_simd(spec, n) for n in SIMD_WIDTHS[target.name]]
    return sorted(plans, key=lambda p: (p.cost, p.lanes))


def generate_matrix(field_spec: str | Field | MatrixSpec, l: int | None = None, isa: str = "native", *,
                    name: str | None = None, prefix: str = "", header_only: bool = False, used_in: str = "",
                    config: str | None = None, default_name: str | None = None, harness_planned: bool = True,
                    lanes: int | None = None, profile=False) -> MatrixKernel:
    """Plan, prove and render a matrix kernel. Pure: nothing is compiled or written.

    lanes forces the vector width of a SIMD plan (what the benchmark compares); default: the cheapest."""
    from .pipeline import canonical_command, check_identifier
    from .matrix_emit import render_matrix

    spec = field_spec if isinstance(field_spec, MatrixSpec) else parse_matrix(field_spec, l)
    target = get_target(isa)
    default = default_name or spec.default_name
    name = check_identifier(name if name is not None else default, "--name")
    prefix = check_identifier(prefix, "--prefix", allow_empty=True)
    sym = check_identifier(prefix + name, "symbol prefix + name")
    options = candidate_plans(spec, target)
    plan = options[0]
    if lanes is not None:
        plan = next((p for p in options if getattr(p, "lanes", None) == lanes), None)
        if plan is None:
            raise GenError(f"{target.name} has no {lanes}-lane matrix plan")
    proof = prove_c64(plan) if plan.kind == "c64" else prove_simd(plan, "tbl" if target.name == "neon" else "pshufb")
    command = canonical_command(spec.field.text, target.name, name, prefix, header_only, config, default)
    if not config:
        command = command.replace("gen --field", f"gen --matrix {spec.l} --field", 1)
    files = render_matrix(plan, target, sym, proof, header_only=header_only, command=command, used_in=used_in,
                          harness_planned=harness_planned)
    return MatrixKernel(spec, target, name, prefix, command, plan, options, proof, files, used_in, header_only)


def matrix_summary(kernel: MatrixKernel) -> str:
    """The one-screen report printed by the CLI for a matrix kernel."""
    spec, t = kernel.matrix, kernel.target
    where = f" -> {kernel.written_to}/" + ", ".join(kernel.files) if kernel.written_to else ""
    lines = [f"{kernel.sym}: {spec.text} on {t.name}{where}",
             f"  plan      {kernel.plan.describe()}"]
    if len(kernel.options) > 1:
        priced = "; ".join(f"{getattr(p, 'lanes', 1) * 128}-bit {p.cost:.1f}" for p in kernel.options)
        lines.append(f"  chosen by predicted cycles per call (busiest instruction class): {priced}")
    lines.append(f"  proved    {kernel.proof}")
    h = kernel.harness
    if h is None:
        lines.append("  checked   harness not run (--no-verify)")
    else:
        lines.append(f"  checked   {h.describe()}")
        if h.bench:
            unit = "ticks" if h.bench.get("unit") == "tsc" else h.bench.get("unit", "")
            ratio = h.bench["baseline"] / h.bench["mul"] if h.bench["mul"] else 0.0
            lines.append(f"  measured  {unit} per call: gf16m_mul {h.bench['mul']:.1f}; table triple loop (mt4b) "
                         f"{h.bench['baseline']:.1f} ({ratio:.1f}x)")
    if kernel.ct is not None:
        lines.append(f"  ct        {kernel.ct.describe()}")
    return "\n".join(lines)


__all__ = ["MatrixSpec", "parse_matrix", "generate_matrix", "reference_product", "MATRIX_ISAS", "__version__"]
