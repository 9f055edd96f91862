"""gemm kernels: C ^= A*B with shapes fixed at generation time (gen.families.linalg.spec.GemmShape).

Layout (the convention of every gemm kernel): matrices are row-major; a GF(16) matrix is nibble-packed
along its rows, every row starting at a byte (row stride ceil(cols / 2) bytes, low nibble first); a
GF(256) matrix has one element per byte. A may be stored transposed (k x m) and may be upper
triangular (its lower entries never read).

The kernel multiplies rows of B by scalars of A: row i of C ^= sum over j of A[i][j] * (row j of B),
so rows of B and C are the vectors and every scalar of A gets a coefficient (its shuffle tables,
GFNI matrix or SWAR words) once. The plan (GemmPlan) fixes the method and vector width, and the
register tiling of C: `rows` rows of C by all their vectors stay in registers while j runs over the
inner dimension, so every row of B is loaded and split once per tile. Rows of B are read a whole
vector at a time (the last rows through a zero-padded copy, so nothing past B is read); rows of C
whose length is not a multiple of the vector go through a padded buffer once per tile.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...isa.simd import NeonVector, X86Vector
from .method import Method, ShuffleMethod, gf16_log_tables
from .spec import GemmShape, LinalgSpec


@dataclass(frozen=True)
class ColumnBlock:
    """Vectors q0 .. q0 + vectors*vb of every row of B and C, of which `bytes` are inside the row."""

    q0: int
    vectors: int
    bytes: int
    safe_rows: int  # rows j of B whose whole-vector loads in this block stay inside B

    @property
    def tag(self) -> str:
        return f"_q{self.q0}" if self.q0 else ""


@dataclass(frozen=True)
class GemmPlan:
    """The planner's decisions for one shape: method (with its vector width) and the tiling of C."""

    shape: GemmShape
    method: Method
    rows: int  # rows of C per register tile
    cols: int  # vectors of C per register tile (a column block)
    vectors: int  # vectors per row of B and C
    row_bytes: int  # bytes per row of B and C
    ticks: float  # predicted ticks per call (cost model)
    considered: int  # candidate plans priced
    prepared: bool = False  # N_gemm_NAME_prepared: the coefficients come from tables N_gemm_NAME_prepare built
    tail_lanes: bool = False  # prepared paired tables, rows ending in an 8-byte tail: the tails of two pairs of rows
    # share one 256-bit accumulator (a pair per 128-bit lane, its low and high data nibbles side by side), so the
    # tail costs one shuffle per two pairs of rows instead of two per pair (TAIL_LANE_BYTES)
    wide_tables: bool = False  # prepared paired tables on an AVX-512 target: _prepare keeps every 16-byte table once
    # per 128-bit lane of the vector (slot_bytes), so a tile reads it by a plain load instead of a broadcast load,
    # which takes a slot of the shuffle ports on Zen 5 (the ports these loops are bound by: two shuffles per table)
    pair_groups_512: bool = False  # wide 256-bit tables, 32-byte rows: two pairs of rows of C share a 512-bit
    # accumulator (128-bit lanes: pair a's low half, a's high half, b's low half, b's high half), row j of B in both
    # 256-bit halves, the two pairs' tables one plain 512-bit load: one load and one 512-bit shuffle per nibble serve
    # both pairs

    def __post_init__(self) -> None:
        if self.pair_groups_512 and not self.wide_tables:
            raise ValueError("pair_groups_512 reads wide tables: a plan with it has wide_tables")

    @property
    def table_bytes(self) -> int:
        """Bytes of the prepared tables: one coefficient per entry of A (in the order the tiles read them), or
        with paired tables one per pair of a tile's rows (and per lone last row)."""
        return sum(self.slots(T) for T in self.tiles()) * self.shape.k * self.slot_bytes

    @property
    def slot_bytes(self) -> int:
        """Bytes per prepared coefficient: the method's, or with wide_tables one 16-byte table per 128-bit lane."""
        return self.method.coef_bytes * (self.vb // 16 if self.wide_tables else 1)

    def slots(self, T: int) -> int:
        """Prepared coefficients per j of a tile of T rows."""
        return (T + 1) // 2 if self.method.table_slots_per_pair else T

    def table_base(self, T: int, j: str = "j") -> str:
        """The C offset (in coefficients) of row j's entries in the tile of T rows starting at row i0 (paired
        slots: the caller passes the tile's own tables, no division by the tile height)."""
        j = j if j == "j" else f"({j})"
        if self.method.table_slots_per_pair:
            return f"{j} * {self.slots(T)}"
        return f"i0 * {self.shape.k} + {j} * {T}"

    @property
    def vb(self) -> int:
        return self.method.vb

    @property
    def predicted(self) -> float:
        """Predicted multiply-adds per tick."""
        return self.shape.madds / self.ticks

    def blocks(self) -> list[ColumnBlock]:
        """The column blocks of `cols` vectors (the last may have fewer)."""
        out, total = [], self.shape.k * self.row_bytes
        for q in range(0, self.vectors, self.cols):
            nv = min(self.cols, self.vectors - q)
            q0 = q * self.vb
            span = q0 + nv * self.vb
            safe = 0 if total < span else min(self.shape.k, (total - span) // self.row_bytes + 1)
            out.append(ColumnBlock(q0, nv, min(nv * self.vb, self.row_bytes - q0), safe))
        return out

    def tiles(self) -> list[int]:
        """Tile heights: full tiles of `rows`, then the rest."""
        full, rest = divmod(self.shape.m, self.rows)
        return [self.rows] * full + ([rest] if rest else [])

    def describe(self) -> str:
        m = self.method
        tables = {"log": "log-domain shuffle tables", "pair": "paired log-domain shuffle tables (two rows of C per "
                  "table, one nibble each)"}.get(m.gemm_tables, f"{m.name} coefficients")
        nb = len(self.blocks())
        if self.prepared:
            tables = (f"prepared tables ({m.name} coefficients, {m.coef_bytes} bytes per entry of A, "
                      f"{self.table_bytes} in all, built once by _prepare)")
            if m.row_pairs:
                tables += ("; two rows of C per vector (one per 128-bit lane) with their two tables, 16 bytes of B "
                           "in both lanes, B split once per call")
            if m.table_slots_per_pair:
                tables = (f"prepared paired tables ({m.coef_bytes} bytes per pair of rows of C at one j: entry v = "
                          f"s0*v | (s1*v) << 4, {self.table_bytes} in all, built once by _prepare)")
        if self.wide_tables:
            tables += "; every table stored once per 128-bit lane and read by plain loads"
        if self.pair_groups_512:
            tables += ("; two pairs of rows of C per 512-bit accumulator, row j of B in both halves (one table load and "
                       "one 512-bit shuffle per nibble for both pairs)")
        if self.tail_lanes:
            tables += (f"; the {TAIL_LANE_BYTES}-byte row tails of two pairs of rows in the two 128-bit lanes of one "
                       "accumulator, their low and high data nibbles side by side (one shuffle per two pairs)")
        what = f"gemm {self.shape.name}" + (" prepared" if self.prepared else "")
        if m.j_step == 2 and not self.pair_groups_512:
            tables += f"; two rows of B per iteration, both products added to an accumulator by one {m.xor3}"
        return (f"{what} ({self.shape.describe()}): {m.name} on {m.bits}-bit vectors, {tables}; "
                f"C tiled {self.rows} rows x {self.cols} vector{'s' if self.cols > 1 else ''} in registers"
                + (f" ({nb} column blocks)" if nb > 1 else "")
                + f"; predicted {self.predicted:.1f} multiply-adds per tick ({self.considered} plans priced)")


VECTOR_CLASSES = ("shuf", "alu", "gfni")
TAIL_LANE_BYTES = 8  # the row tail the tail-lanes tiles pack (its two nibble halves fill one 128-bit lane)
# accumulators a tail-lanes tile of all the rows of C may have beyond the free registers: the compiler keeps them
# on the stack (a load-xor-store each per j), cheaper than a second tile that loads and splits every row of B
# again (MAYO-1's p1v, 10 x 78 x 80: one tile of 10 rows, two ymm and one xmm accumulator on the stack, instead
# of tiles of 6 and 4; MAYO-1 verification 748k -> 713k instructions)
TAIL_LANES_SPILLS = 2


# the tails a 128- or 256-bit x86 tile loads and stores directly (32-, 64- and 128-bit accesses), instead of
# through zero-padded buffers: a padded copy of C's rows costs a failed store-to-load forward per call, and gcc
# may keep the accumulator it loads in that buffer for the whole loop (ov-Ip's 44-byte rows: a load-xor-store
# per j on the loop's dependency chain)
PARTIAL_TAILS = (4, 8, 12, 16, 20, 24, 28)


def tail_bytes(plan: GemmPlan, blk: ColumnBlock) -> int:
    """Bytes of the block's last vector inside the row (vb when the block ends on a whole vector)."""
    return blk.bytes - (blk.vectors - 1) * plan.vb


def partial_tail(plan: GemmPlan, blk: ColumnBlock) -> bool:
    """Whether the block's short last vector is loaded and stored in place (x86 vectors of 128 or 256 bits, a
    tail of 8, 16 or 24 bytes): no padded copy of C's rows, no padded copy of B's last rows."""
    tail = tail_bytes(plan, blk)
    return (plan.method.vt in ("__m128i", "__m256i") and tail < plan.vb and tail in PARTIAL_TAILS
            and not plan.method.row_pairs)


# the 32-, 64- and 128-bit accesses a short tail is made of: bytes -> (load into the low bytes of an __m128i, the
# rest zero; store of the low bytes of the __m128i {v}) at {a}
LOW_ACCESS = {
    16: ("_mm_loadu_si128((const __m128i *)({a}))", "_mm_storeu_si128((__m128i *)({a}), {v})"),
    8: ("_mm_loadl_epi64((const __m128i *)({a}))", "_mm_storel_epi64((__m128i *)({a}), {v})"),
    4: ("_mm_loadu_si32({a})", "_mm_storeu_si32({a}, {v})"),
}


def load_low(addr: str, n: int) -> str:
    """The n (4, 8, 12 or 16) bytes at addr in the low bytes of an __m128i, the rest zero."""
    if n == 12:
        return f"_mm_unpacklo_epi64({load_low(addr, 8)}, {load_low(f'({addr}) + 8', 4)})"
    return LOW_ACCESS[n][0].format(a=addr)


def store_low(addr: str, v: str, n: int) -> str:
    """Store the low n (4, 8, 12 or 16) bytes of the __m128i v at addr."""
    if n == 12:
        return f"{store_low(addr, v, 8)}; {store_low(f'({addr}) + 8', f'_mm_srli_si128({v}, 8)', 4)}"
    return LOW_ACCESS[n][1].format(a=addr, v=v)


def load_tail(vt: str, addr: str, tail: int) -> str:
    """The `tail` bytes at addr in the low bytes of a vector, the rest zero."""
    lo = load_low(addr, min(tail, 16))
    if vt == "__m128i":
        return lo
    if tail > 16:
        return f"_mm256_inserti128_si256(_mm256_zextsi128_si256({lo}), {load_low(f'({addr}) + 16', tail - 16)}, 1)"
    return f"_mm256_zextsi128_si256({lo})"


def store_tail(vt: str, addr: str, v: str, tail: int) -> str:
    """Store the low `tail` bytes of v at addr."""
    low = v if vt == "__m128i" else f"_mm256_castsi256_si128({v})"
    if tail <= 16:
        return store_low(addr, low, tail)
    return (f"{store_low(addr, low, 16)}; "
            f"{store_low(f'({addr}) + 16', f'_mm256_extracti128_si256({v}, 1)', tail - 16)}")


def row_bytes(spec: LinalgSpec, cols: int) -> int:
    return (cols * spec.m + 7) // 8


def price(shape: GemmShape, meth: Method, rows: int, cols: int, vectors: int, figures: dict[str, float],
          prepared: bool = False) -> float:
    """Predicted ticks of one call: instruction counts by class (Method.gemm_counts; with prepared tables the
    coefficient is Method.table_counts) over the busiest class."""
    counts = meth.gemm_counts()
    if prepared:
        counts = {**counts, "coef": meth.table_counts()}
    pairs = shape.madds // shape.n  # scalars of A that are used
    blocks = -(-vectors // cols)
    splits = sum((shape.k - (i0 if shape.upper else 0)) * vectors for i0 in range(0, shape.m, rows))
    total: dict[str, float] = {}
    for what, times in (("coef", pairs * blocks), ("madd", pairs * vectors), ("split", splits),
                        ("acc", shape.m * vectors)):
        for cls, n in counts[what].items():
            total[cls] = total.get(cls, 0.0) + n * times
    vector = sum(n for cls, n in total.items() if cls in VECTOR_CLASSES)  # they share the vector pipes
    return max(max(n * figures[cls] for cls, n in total.items()), vector * figures["alu"])


def table_misses(plan: GemmPlan, figures: dict[str, float]) -> float:
    """Predicted ticks of reading prepared tables that do not fit in L1: every 64-byte line of them from L2 once
    per call (each entry is read once per call); 0 for tables that fit, and without tables."""
    if not plan.prepared or plan.table_bytes <= figures["l1_bytes"]:
        return 0.0
    return plan.table_bytes / 64 * figures["l2_line"]


def plan_gemm(spec: LinalgSpec, shape: GemmShape, methods: list[Method], figures: dict[str, float],
              prepared: bool = False) -> GemmPlan:
    """The cheapest (method, width, column block, tile height) by the cost model; ties go to the first
    candidate (narrower vectors, wider blocks, the first method listed). prepared: the plan of
    N_gemm_NAME_prepared, among the methods whose coefficients are words a table can hold (gemm_tables
    "coef")."""
    best: GemmPlan | None = None
    considered = 0
    rb = row_bytes(spec, shape.n)
    methods = [m for m in methods if m.can_prepare(shape.m)] if prepared else \
        [m for m in methods if not m.prepared_only]
    for base in methods:
        for bits in base.widths():
            meth = base.with_bits(bits)
            vectors = -(-rb // meth.vb)
            for cols in range(vectors, 0, -1):
                steps = meth.j_step  # rows of B live at once
                free = meth.registers() - steps * (meth.split_regs() * cols + meth.coef_reg_count()) - 2
                if free < cols and cols > 1:
                    continue  # one vector per tile is always a candidate (the compiler spills what does not fit)
                per = 2 if meth.row_pairs else 1  # rows of C per accumulator
                top = max(per, min(shape.m, per * (free // cols)))
                tiles = -(-shape.m // top)
                rows = -(-shape.m // tiles)
                if meth.row_pairs:  # every tile an even number of rows
                    if shape.m % 2:
                        continue
                    rows += rows % 2
                considered += 1
                plan = GemmPlan(shape, meth, rows, cols, vectors, rb, price(shape, meth, rows, cols, vectors, figures,
                                                                              prepared), 0, prepared)
                plan = replace(plan, ticks=plan.ticks + table_misses(plan, figures))
                if best is None or plan.ticks < best.ticks * 0.999:
                    best = plan
    assert best is not None
    lanes = tail_lanes_plan(spec, shape, methods, figures) if prepared else None
    considered += lanes is not None
    if lanes is not None and lanes.ticks < best.ticks * 0.999:
        best = lanes
    wide = pair_groups_512_plan(best, figures)
    considered += wide is not None
    if wide is not None and wide.ticks <= best.ticks:
        best = wide
    return replace(best, considered=considered, wide_tables=best.wide_tables or wide_tables(best, figures))


def avx512_paired_tables(plan: GemmPlan) -> bool:
    """Whether the plan reads prepared paired tables with 256- or 512-bit vectors on an AVX-512 target (ternlog),
    outside tail lanes (they read two pairs' tables side by side): the plans wide tables may serve."""
    meth = plan.method
    return (plan.prepared and isinstance(meth, ShuffleMethod) and meth.table_slots_per_pair and meth.ternlog
            and meth.vt in ("__m256i", "__m512i") and not plan.tail_lanes)


def wide_tables(plan: GemmPlan, figures: dict[str, float]) -> bool:
    """Whether the plan's prepared paired tables are kept once per 128-bit lane (GemmPlan.wide_tables): an
    avx512_paired_tables plan whose wide tables still fit in L1. Measured on Zen 5 (AMD EPYC family 26): MAYO-1's
    P1*O (8 x 78 x 80, 512-bit) and MAYO-2's (17 x 64 x 64, pair groups) see them."""
    return avx512_paired_tables(plan) and replace(plan, wide_tables=True).table_bytes <= figures["l1_bytes"]


def tail_lanes_plan(spec: LinalgSpec, shape: GemmShape, methods: list[Method], figures: dict[str, float]) -> GemmPlan | None:
    """The tail-lanes candidate of a prepared paired-table shape whose rows end in an 8-byte tail on 256-bit vectors
    (one column block): per pair of rows 2 accumulators per whole vector and half of one for the tail, so the
    tile is taller, and one tile of all rows where at most TAIL_LANES_SPILLS accumulators do not fit; priced with
    the tail as half a vector. None where it does not apply."""
    rb = row_bytes(spec, shape.n)
    for base in methods:
        if base.gemm_tables != "pair" or 256 not in base.widths() or shape.upper:
            continue
        meth = base.with_bits(256)
        vectors = -(-rb // meth.vb)
        if rb - (vectors - 1) * meth.vb != TAIL_LANE_BYTES or vectors < 2:
            continue
        free = meth.registers() - meth.split_regs() * (vectors - 1) - 3  # the tail's data, a table, the mask
        per_pair = 2 * (vectors - 1) + 0.5  # accumulators per pair of rows
        top = max(2, min(shape.m, 2 * int(free // per_pair)))
        if -(-per_pair * shape.m // 2) <= free + TAIL_LANES_SPILLS:
            top = shape.m  # one tile: B loaded and split once per j
        tiles = -(-shape.m // top)
        rows = -(-shape.m // tiles)
        rows += rows % 2 if rows < shape.m else 0
        ticks = price(shape, meth, rows, vectors, vectors - 0.5, figures, True)  # type: ignore[arg-type]
        return GemmPlan(shape, meth, rows, vectors, vectors, rb, ticks, 0, True, tail_lanes=True)
    return None


# the shortest tile pair_groups_512 pays off for: measured on Zen 5 (AMD EPYC family 26; k = 64, 32-byte rows,
# prepared _prepared calls, medians of 31 x 1000): 4 rows 0.97x of the 256-bit plan, 8 rows 1.12x, 12 rows 1.21x,
# 16 rows 1.28x, 17 rows (MAYO-2's P1*O) 1.19x; 8 rows with k = 17: 1.07x
PAIR_GROUPS_MIN_ROWS = 8


def pair_groups_512_plan(plan: GemmPlan, figures: dict[str, float]) -> GemmPlan | None:
    """The plan with two pairs of rows of C per 512-bit accumulator (GemmPlan.pair_groups_512) where it applies: an
    avx512_paired_tables plan on 256-bit vectors taking two rows of B per step, rows of exactly one vector, A not
    triangular, tiles of at least PAIR_GROUPS_MIN_ROWS rows; priced as half a vector per row of B (one shuffle per
    two pairs), so it is taken over the 256-bit plan. None elsewhere."""
    meth, sh = plan.method, plan.shape
    if not (avx512_paired_tables(plan) and paired_steps(plan) and meth.vt == "__m256i" and plan.row_bytes == meth.vb
            and not sh.upper and plan.rows >= PAIR_GROUPS_MIN_ROWS):
        return None
    wide = replace(plan, pair_groups_512=True, wide_tables=True)  # the pair groups read wide tables only
    return replace(wide, ticks=price(sh, meth, plan.rows, 1, 0.5, figures, True)  # type: ignore[arg-type]
                   + table_misses(wide, figures))


# -- C ----------------------------------------------------------------------------------------------------
def a_storage(spec: LinalgSpec, shape: GemmShape) -> tuple[int, int]:
    """(stored rows, stored columns) of A."""
    return (shape.k, shape.m) if shape.a_transposed else (shape.m, shape.k)


def a_bytes(spec: LinalgSpec, shape: GemmShape) -> int:
    rows, cols = a_storage(spec, shape)
    return rows * row_bytes(spec, cols)


def scalar_exprs(spec: LinalgSpec, shape: GemmShape, i: str, j: str) -> tuple[str, str]:
    """(the scalar byte of A[i][j], its index in the log buffer) as C expressions."""
    row, col = (j, i) if shape.a_transposed else (i, j)
    stride = row_bytes(spec, a_storage(spec, shape)[1])
    if spec.m == 8:
        return f"a[({row}) * {stride} + ({col})]", ""
    byte = f"a[({row}) * {stride} + (({col}) >> 1)]"
    return f"(uint8_t)({byte} >> ((({col}) & 1) << 2))", f"lg[({row}) * {2 * stride} + ({col})]"


def logs_helper(spec: LinalgSpec, P: str, lookup: str = "pshufb") -> str:
    """N_priv_logs: the log of every nibble of the packed bytes a[0..n) (2n bytes, 32 of slack), with the
    method's byte-table lookup (x86 pshufb and unpacks, or NEON tbl and zips)."""
    log, _ = gf16_log_tables(spec)
    if lookup == "tbl":
        step = [f"static inline void {P}logs_step(uint8_t *lg, uint8x16_t v)", "{",
                f"    const uint8x16_t lt = {NeonVector().bytes128(log)};",
                "    const uint8x16_t lo = vqtbl1q_u8(lt, vandq_u8(v, vdupq_n_u8(0x0f))), hi = vqtbl1q_u8(lt, vshrq_n_u8(v, 4));",
                "    vst1q_u8(lg, vzip1q_u8(lo, hi));", "    vst1q_u8(lg + 16, vzip2q_u8(lo, hi));", "}", ""]
        loads = ("vld1q_u8(a + i)", "vld1q_u8(buf)")
    else:
        step = [f"static inline void {P}logs_step(uint8_t *lg, __m128i v)", "{",
                f"    const __m128i lt = {X86Vector(128).bytes128(log)}, nib = _mm_set1_epi8(0x0f);",
                "    const __m128i lo = _mm_shuffle_epi8(lt, _mm_and_si128(v, nib));",
                "    const __m128i hi = _mm_shuffle_epi8(lt, _mm_and_si128(_mm_srli_epi16(v, 4), nib));",
                "    _mm_storeu_si128((__m128i *)lg, _mm_unpacklo_epi8(lo, hi));",
                "    _mm_storeu_si128((__m128i *)(lg + 16), _mm_unpackhi_epi8(lo, hi));", "}", ""]
        loads = ("_mm_loadu_si128((const __m128i *)(a + i))", "_mm_loadu_si128((const __m128i *)buf)")
    return "\n".join([
        "/* lg[2i], lg[2i + 1] = the discrete log of the low and high nibble of a[i] for i < n (0xff for 0): by a",
        " * shuffle of an in-register table, never a memory index; lg needs 2n + 32 bytes */", *step,
        f"static inline void {P}logs(uint8_t *lg, const uint8_t *a, size_t n)", "{", "    size_t i = 0;",
        "    for (; i + 16 <= n; i += 16)",
        f"        {P}logs_step(lg + 2 * i, {loads[0]});",
        "    if (i < n) { /* the tail through a zero-padded buffer: n is public */",
        "        uint8_t buf[16] = {0};", "        memcpy(buf, a + i, n - i);",
        f"        {P}logs_step(lg + 2 * i, {loads[1]});", "    }", "}", ""])


def row_block(body: list[str], first_row: int) -> list[str]:
    """`body` in its own block; for an upper-triangular A whose tile row `first_row` > 0 starts later, only
    where j >= i0 + first_row (j and i0 are public)."""
    if first_row:
        return [f"if (j >= i0 + {first_row}) {{ /* A is upper triangular: j and i0 are public */",
                *("    " + ln for ln in body), "}"]
    return ["{", *("    " + ln for ln in body), "}"]


def step(plan: GemmPlan, blk: ColumnBlock, spec: LinalgSpec, T: int, guarded: bool) -> list[str]:
    """One j of a tile: load and split row j of B (this block), then every row's coefficient and multiply-adds."""
    meth, QV, vb = plan.method, blk.vectors, plan.vb
    if meth.row_pairs:  # row j of B split once per call (presplit_loop): the nibbles of this block's chunks
        lines = [f"uint8_t const *sp = bs + j * {2 * plan.vectors * vb}" + (f" + {2 * blk.q0};" if blk.q0 else ";")]
        for v in range(QV):
            lines += meth.split_load(f"sp + {2 * v * vb}" if v else "sp", f"n{v}_")  # type: ignore[attr-defined]
        return lines + pair_rows_step(plan, QV, T, guarded)
    lines = row_pointer(plan, blk, "xp", "j", "xpad")
    partial = partial_tail(plan, blk)
    lanes = plan.tail_lanes
    for v in range(QV):
        at = f"xp + {v * vb}" if v else "xp"
        if lanes and v == QV - 1 and T >= 2:  # the tail's low and high nibbles side by side, in both lanes
            lines += [f"const __m128i xt = _mm_loadl_epi64((const __m128i *)({at}));",
                      "const __m128i dt = _mm_unpacklo_epi64(_mm_and_si128(xt, nib16), "
                      "_mm_and_si128(_mm_srli_epi16(xt, 4), nib16));"]
            lines += ["const __m256i dt2 = _mm256_broadcastsi128_si256(dt);"] * (T >= 4)
            if T % 2 == 0:
                continue  # a lone last row (odd T) also takes the tail as a whole vector below
        load = load_tail(meth.vt, at, tail_bytes(plan, blk)) if partial and v == QV - 1 else meth.load(at)
        lines.append(f"const {meth.vt} x{v} = {load};")
        lines += meth.split(f"x{v}", f"n{v}_")
    split = bool(meth.split("x", "n"))
    if plan.prepared:  # the coefficients of rows i0.. for this j sit one after another
        lines.append(f"uint8_t const *tp = tables + ({plan.table_base(T)}) * {plan.slot_bytes};")
    pairs = T // 2 if meth.gemm_tables == "pair" else 0
    main = QV - 1 if lanes else QV
    for p in range(pairs):
        if plan.prepared:  # the pair's table (zeros below an upper-triangular A's diagonal: _prepare wrote them)
            body = pair_table_load(plan, f"tp + {p * plan.slot_bytes}" if p else "tp", f"cp{p}")
            for v in range(main):
                body += meth.pair_madd(f"l{p}_{v}", f"h{p}_{v}", f"n{v}_", f"cp{p}")  # type: ignore[attr-defined]
            lines += row_block(body, 2 * p if guarded else 0)
            continue
        r0, r1 = 2 * p, 2 * p + 1
        log0 = scalar_exprs(spec, plan.shape, f"i0 + {r0}" if r0 else "i0", "j")[1]
        log1 = scalar_exprs(spec, plan.shape, f"i0 + {r1}", "j")[1]
        if guarded:  # the second row starts one j later: its scalar is 0 (log 0xff) on the diagonal
            log1 = f"j >= i0 + {r1} ? {log1} : 0xff"
        body = meth.pair_coef(log0, log1, f"cp{p}")  # type: ignore[attr-defined]
        for v in range(QV):
            body += meth.pair_madd(f"l{p}_{v}", f"h{p}_{v}", f"n{v}_", f"cp{p}")  # type: ignore[attr-defined]
        lines += row_block(body, r0 if guarded else 0)
    if lanes:  # two pairs' tables side by side: one 256-bit load, one shuffle for both pairs' tails
        for g in range(0, pairs - 1, 2):
            lines.append(f"tl{g} = _mm256_xor_si256(tl{g}, _mm256_shuffle_epi8("
                         f"_mm256_loadu_si256((const __m256i *)(tp + {g * meth.coef_bytes})), dt2));")
        if pairs % 2:
            g = pairs - 1
            lines.append(f"tl{g} = _mm_xor_si128(tl{g}, _mm_shuffle_epi8("
                         f"_mm_loadu_si128((const __m128i *)(tp + {g * meth.coef_bytes})), dt));")
    for r in range(2 * pairs, T):
        scalar, log = scalar_exprs(spec, plan.shape, f"i0 + {r}" if r else "i0", "j")
        slot = pairs + r - 2 * pairs if meth.table_slots_per_pair else r
        body = (lone_table_load(plan, f"tp + {slot * plan.slot_bytes}" if slot else "tp", f"c{r}_") if plan.prepared else
                meth.gemm_coef(scalar, log, f"c{r}_"))
        body += [f"y{r}_{v} = {meth.madd(f'y{r}_{v}', f'n{v}_' if split else f'x{v}', f'c{r}_')};" for v in range(QV)]
        if guarded and r:
            lines += [f"if (j >= i0 + {r}) {{ /* A is upper triangular: j and i0 are public */"]
            lines += ["    " + ln for ln in body] + ["}"]
        else:
            lines += ["{"] + ["    " + ln for ln in body] + ["}"]
    return lines


def pair_table_load(plan: GemmPlan, src: str, c: str) -> list[str]:
    """A pair's prepared paired table at src in every 128-bit lane: a plain load of the wide tables, else the
    method's broadcast load."""
    meth = plan.method
    if plan.wide_tables:
        return [f"const {meth.vt} {c} = {meth.load(src)};"]
    return meth.table_load_pair(src, c)  # type: ignore[attr-defined]


def lone_table_load(plan: GemmPlan, src: str, c: str) -> list[str]:
    """A lone row's prepared table (its lo table; hi = lo << 4) in every 128-bit lane, as pair_table_load."""
    meth = plan.method
    if plan.wide_tables:
        return [f"const {meth.vt} {c}l = {meth.load(src)}, {c}h = {meth.vec.f('slli_epi16', f'{c}l', '4')};"]  # type: ignore[attr-defined]
    return meth.table_load(src, c)


def two_steps(plan: GemmPlan) -> bool:
    """Whether the tiles' unguarded loop takes rows j and j+1 of B per iteration (Method.j_step, madd2): one
    coefficient per row and entry of A, no paired tables or row pairs."""
    meth = plan.method
    return (meth.j_step == 2 and meth.gemm_tables == "coef" and not meth.row_pairs and not plan.tail_lanes
            and not meth.split("x", "n"))


def paired_steps(plan: GemmPlan) -> bool:
    """Whether the tiles' unguarded loop takes rows j and j+1 of B per iteration with paired tables
    (ShuffleMethod.j_step, pair_madd2: both rows' products into each paired accumulator by one vpternlogq)."""
    meth = plan.method
    return meth.j_step == 2 and meth.gemm_tables == "pair" and not meth.row_pairs and not plan.tail_lanes


def row_pointer(plan: GemmPlan, blk: ColumnBlock, name: str, j: str, pad: str) -> list[str]:
    """`name` = row j of B in this block, read through the zero-padded copy `pad` where whole-vector loads
    would leave B (j is public)."""
    row = j if j == "j" else f"({j})"
    lines = [f"uint8_t const *{name} = b + {row} * {plan.row_bytes}" + (f" + {blk.q0};" if blk.q0 else ";")]
    if partial_tail(plan, blk):
        return lines  # the short last vector is read in place (load_tail)
    if blk.safe_rows == 0:  # B is shorter than the block: every row through the zero-padded copy
        return lines + [f"memcpy({pad}, {name}, {blk.bytes});", f"{name} = {pad};"]
    if blk.safe_rows < plan.shape.k:
        lines.append(f"if ({j} >= {blk.safe_rows}) {{ /* the last rows through a zero-padded copy: j is public */")
        lines += [f"    memcpy({pad}, {name}, {blk.bytes});", f"    {name} = {pad};", "}"]
    return lines


def step_pair(plan: GemmPlan, blk: ColumnBlock, spec: LinalgSpec, T: int) -> list[str]:
    """Rows j and j+1 of B in one iteration (two_steps): each accumulator takes both products at once (madd2)."""
    meth, QV = plan.method, blk.vectors
    lines: list[str] = []
    for xp, x, j, pad in (("xp", "x", "j", "xpad"), ("wp", "w", "j + 1", "wpad")):
        lines += row_of_b(plan, blk, xp, x, x, j, pad)  # no split: two_steps' methods have none
        if plan.prepared:
            lines.append(f"uint8_t const *{xp[0]}tp = tables + ({plan.table_base(T, j)}) * {meth.coef_bytes};")
    for r in range(T):
        body = []
        for c, j, tp in ((f"c{r}_", "j", "xtp"), (f"d{r}_", "j + 1", "wtp")):
            if plan.prepared:
                body += meth.table_load(f"{tp} + {r * meth.coef_bytes}" if r else tp, c)
            else:
                body += meth.gemm_coef(scalar_exprs(spec, plan.shape, f"i0 + {r}" if r else "i0", j)[0], "", c)
        body += [f"y{r}_{v} = {meth.madd2(f'y{r}_{v}', f'x{v}', f'c{r}_', f'w{v}', f'd{r}_')};" for v in range(QV)]
        lines += ["{"] + ["    " + ln for ln in body] + ["}"]
    return lines


def row_of_b(plan: GemmPlan, blk: ColumnBlock, name: str, x: str, n: str, j: str, pad: str) -> list[str]:
    """Row j of B in this block: the pointer `name` (row_pointer), its vectors x0.. (the short last one in place
    where partial_tail says so) and their splits n0_.. (where the method splits)."""
    meth, vb = plan.method, plan.vb
    lines = row_pointer(plan, blk, name, j, pad)
    for v in range(blk.vectors):
        at = f"{name} + {v * vb}" if v else name
        last = partial_tail(plan, blk) and v == blk.vectors - 1
        lines.append(f"const {meth.vt} {x}{v} = {load_tail(meth.vt, at, tail_bytes(plan, blk)) if last else meth.load(at)};")
        lines += meth.split(f"{x}{v}", f"{n}{v}_")
    return lines


def step_pair_tables(plan: GemmPlan, blk: ColumnBlock, spec: LinalgSpec, T: int) -> list[str]:
    """Rows j and j+1 of B in one iteration (paired_steps): every pair of rows gets both rows' paired tables and
    one pair_madd2 per vector; a lone last row its own tables and a madd per row of B."""
    meth, QV, sh = plan.method, blk.vectors, plan.shape
    lines: list[str] = []
    rows_of_b = (("n", "j", "tp"), ("m", "j + 1", "up"))  # (split names, row of B, its tables)
    for (xp, x, pad), (n, j, tp) in zip((("xp", "x", "xpad"), ("wp", "w", "wpad")), rows_of_b):
        lines += row_of_b(plan, blk, xp, x, n, j, pad)
        if plan.prepared:
            lines.append(f"uint8_t const *{tp} = tables + ({plan.table_base(T, j)}) * {plan.slot_bytes};")
    pairs = T // 2
    for p in range(pairs):
        body: list[str] = []
        for _, j, tp in rows_of_b:
            c = f"{'c' if j == 'j' else 'd'}p{p}"
            if plan.prepared:
                body += pair_table_load(plan, f"{tp} + {p * plan.slot_bytes}" if p else tp, c)
            else:
                logs = [scalar_exprs(spec, sh, f"i0 + {r}" if r else "i0", j)[1] for r in (2 * p, 2 * p + 1)]
                body += meth.pair_coef(*logs, c)  # type: ignore[attr-defined]
        for v in range(QV):
            body += meth.pair_madd2(f"l{p}_{v}", f"h{p}_{v}", f"n{v}_", f"cp{p}", f"m{v}_", f"dp{p}")  # type: ignore[attr-defined]
        lines += ["{", *("    " + ln for ln in body), "}"]
    for r in range(2 * pairs, T):
        body = []
        for n, j, tp in rows_of_b:
            c = f"{'c' if j == 'j' else 'd'}{r}_"
            if plan.prepared:
                body += lone_table_load(plan, f"{tp} + {pairs * plan.slot_bytes}" if pairs else tp, c)
            else:
                scalar, log = scalar_exprs(spec, sh, f"i0 + {r}" if r else "i0", j)
                body += meth.gemm_coef(scalar, log, c)
            body += [f"y{r}_{v} = {meth.madd(f'y{r}_{v}', f'{n}{v}_', c)};" for v in range(QV)]
        lines += ["{", *("    " + ln for ln in body), "}"]
    return lines


def pair_groups_512_loop(plan: GemmPlan, T: int, end: str) -> list[str]:
    """The loop of a pair_groups_512 tile over j (one column block of one 256-bit vector): pairs a = 2g and b = 2g+1
    of rows of C in the 512-bit accumulators L<g> and H<g> (a's 256-bit accumulator in the low half, b's in the
    high), row j of B in both halves, the two pairs' doubled tables (a, a, b, b) by one plain 512-bit load; a pair
    without a partner and a lone last row take their doubled table in both halves (the high half collects products
    nobody reads). The accumulators start from the tile's 256-bit ones and go back into them."""
    pairs = T // 2
    S, sb = plan.slots(T), plan.slot_bytes
    groups = [(g, 2 * g, 2 * g + 1 if 2 * g + 1 < pairs else None) for g in range((pairs + 1) // 2)]

    def halves(a: str, b: str | None) -> str:
        low = f"_mm512_zextsi256_si512({a})"
        return f"_mm512_inserti64x4({low}, {b}, 1)" if b is not None else low

    def both_halves(at: str) -> str:  # one doubled table (32 bytes at `at`) in both 256-bit halves
        return f"_mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)({at})))"

    lines = ["const __m512i nib512 = _mm512_set1_epi8(0x0f);"]
    outs: list[tuple[str, str, str | None]] = []  # (512-bit accumulator, its pair a's 256-bit one, b's)
    for g, a, b in groups:
        for k in "lh":
            lines.append(f"__m512i {k.upper()}{g} = {halves(f'{k}{a}_0', f'{k}{b}_0' if b is not None else None)};")
            outs.append((f"{k.upper()}{g}", f"{k}{a}_0", f"{k}{b}_0" if b is not None else None))
    for r in range(2 * pairs, T):
        lines.append(f"__m512i Y{r} = {halves(f'y{r}_0', None)};")
        outs.append((f"Y{r}", f"y{r}_0", None))
    body = [f"const __m512i x = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)(b + j * {plan.row_bytes})));",
            "const __m512i nl = _mm512_and_si512(x, nib512), nh = _mm512_and_si512(_mm512_srli_epi16(x, 4), nib512);",
            f"uint8_t const *tp = tables + (j * {S}) * {sb};"]
    for g, a, b in groups:
        at = f"tp + {a * sb}" if a else "tp"
        table = f"_mm512_loadu_si512((const void *)({at}))" if b is not None else both_halves(at)
        body += [f"const __m512i cp{g} = {table};",
                 f"L{g} = _mm512_xor_si512(L{g}, _mm512_shuffle_epi8(cp{g}, nl));",
                 f"H{g} = _mm512_xor_si512(H{g}, _mm512_shuffle_epi8(cp{g}, nh));"]
    for r in range(2 * pairs, T):  # a lone row: its lo table (s*v) in the slot after the pairs; hi = lo << 4
        body += [f"const __m512i c{r}l = {both_halves(f'tp + {pairs * sb}')}, c{r}h = _mm512_slli_epi16(c{r}l, 4);",
                 f"Y{r} = _mm512_ternarylogic_epi64(Y{r}, _mm512_shuffle_epi8(c{r}l, nl), "
                 f"_mm512_shuffle_epi8(c{r}h, nh), 0x96);"]
    lines += [f"for (; j < {end}; j++) {{", *("    " + ln for ln in body), "}"]
    for wide, a, b in outs:
        lines.append(f"{a} = _mm512_castsi512_si256({wide});" + (
            f" {b} = _mm512_extracti64x4_epi64({wide}, 1);" if b is not None else ""))
    return lines


def pair_rows_step(plan: GemmPlan, QV: int, T: int, guarded: bool) -> list[str]:
    """The multiply-adds of one j when rows 2p and 2p+1 share accumulators and a pair of tables
    (LaneShuffleMethod), the split chunks n<v>_ already loaded."""
    meth = plan.method
    lines = [f"uint8_t const *tp = tables + (i0 * {plan.shape.k} + j * {T}) * {meth.coef_bytes};"]
    for p in range(T // 2):
        body = meth.table_load(f"tp + {2 * p * meth.coef_bytes}" if p else "tp", f"c{p}_")
        body += [f"y{p}_{v} = {meth.madd(f'y{p}_{v}', f'n{v}_', f'c{p}_')};" for v in range(QV)]
        if guarded and p:  # row 2p+1's entry left of the diagonal has the table of 0
            lines += [f"if (j >= i0 + {2 * p}) {{ /* A is upper triangular: j and i0 are public */"]
            lines += ["    " + ln for ln in body] + ["}"]
        else:
            lines += ["{"] + ["    " + ln for ln in body] + ["}"]
    return lines


def presplit_loop(plan: GemmPlan) -> list[str]:
    """The prepared call's split of B (LaneShuffleMethod): bs[j][v] = the low then the high nibbles of the
    16 bytes v of row j (j0 <= j < j1), every row through a zero-padded copy (nothing past B is read)."""
    meth, sh, vb, V = plan.method, plan.shape, plan.vb, plan.vectors
    lines = [f"uint8_t bs[{sh.k * V * 2 * vb}];", "size_t j;", "for (j = j0; j < j1; j++) {",
             f"    uint8_t row[{V * vb}] = {{0}};", f"    memcpy(row, b + j * {plan.row_bytes}, {plan.row_bytes});"]
    lines += ["    " + ln for ln in meth.consts128()]  # type: ignore[attr-defined]
    presplit = meth.presplit  # type: ignore[attr-defined]
    for v in range(V):
        lines += ["    " + ln for ln in presplit(f"bs + j * {2 * V * vb} + {2 * v * vb}", f"row + {v * vb}")]
    return lines + ["}"]


def tail_pair_in(row: str) -> list[str]:
    """The 16-byte paired accumulator of the 8-byte tails of rows 2p (u0) and 2p+1 (u1) at `row` % (2p, 2p+1):
    [lo | hi] as Method.pair_in forms them (lo: both rows' elements of the low data nibbles)."""
    return [f"const __m128i u0 = _mm_loadl_epi64((const __m128i *)({row[0]})), "
            f"u1 = _mm_loadl_epi64((const __m128i *)({row[1]}));",
            "const __m128i lo = _mm_or_si128(_mm_and_si128(u0, nib16), _mm_slli_epi16(_mm_and_si128(u1, nib16), 4));",
            "const __m128i hi = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(u0, 4), nib16), _mm_and_si128(u1, hinib16));"]


def tail_lanes_in(pairs: int, at: str) -> list[str]:
    """The tail accumulators tl<g> of the tile: pairs g and g+1 in the lanes of a 256-bit one, a last odd pair
    in a 128-bit one (`at` % row: the address of a row's tail)."""
    lines = []
    for g in range(0, pairs, 2):
        group = (g, g + 1) if g + 1 < pairs else (g,)
        lines.append(f"__m128i {', '.join(f't{p}' for p in group)};")
        for p in group:
            lines += ["{"] + ["    " + ln for ln in tail_pair_in((at % (2 * p), at % (2 * p + 1)))]
            lines += [f"    t{p} = _mm_unpacklo_epi64(lo, hi);", "}"]
        lines.append(f"__m256i tl{g} = _mm256_inserti128_si256(_mm256_castsi128_si256(t{g}), t{g + 1}, 1);"
                     if len(group) == 2 else f"__m128i tl{g} = t{g};")
    return lines


def tail_lanes_out(pairs: int, at: str) -> list[str]:
    """Store the tails of the tile's pairs back from tl<g> (the inverse of tail_lanes_in)."""
    lines = []
    for g in range(0, pairs, 2):
        for p in ((g, g + 1) if g + 1 < pairs else (g,)):
            if g + 1 < pairs:
                acc = f"_mm256_castsi256_si128(tl{g})" if p == g else f"_mm256_extracti128_si256(tl{g}, 1)"
            else:
                acc = f"tl{g}"
            lines += ["{", f"    const __m128i x = {acc}, lo = x, hi = _mm_unpackhi_epi64(x, x);",
                      f"    _mm_storel_epi64((__m128i *)({at % (2 * p)}), _mm_or_si128(_mm_and_si128(lo, nib16), "
                      "_mm_slli_epi16(_mm_and_si128(hi, nib16), 4)));",
                      f"    _mm_storel_epi64((__m128i *)({at % (2 * p + 1)}), _mm_or_si128(_mm_and_si128("
                      "_mm_srli_epi16(lo, 4), nib16), _mm_and_si128(hi, hinib16)));", "}"]
    return lines


def tile_name(plan: GemmPlan, blk: ColumnBlock, T: int, P: str) -> str:
    return f"{P}gemm_{plan.shape.name}{'_prepared' if plan.prepared else ''}_tile{T}{blk.tag}"


def tile_args(plan: GemmPlan) -> tuple[str, str]:
    """(the tile functions' parameters, the arguments the gemm function passes)."""
    if plan.prepared and plan.method.row_pairs:
        return ("uint8_t *c, const uint8_t *tables, const uint8_t *bs, size_t i0, size_t j0, size_t j1",
                "c, tables, bs, i0, j0, j1")
    if plan.prepared:
        return ("uint8_t *c, const uint8_t *tables, const uint8_t *b, size_t i0, size_t j0, size_t j1",
                "c, tables, b, i0, j0, j1")
    if plan.method.gemm_tables in ("log", "pair"):
        return "uint8_t *c, const uint8_t *b, size_t i0, const uint8_t *lg", "c, b, i0, lg"
    return "uint8_t *c, const uint8_t *a, const uint8_t *b, size_t i0", "c, a, b, i0"



def tile_fn(plan: GemmPlan, blk: ColumnBlock, spec: LinalgSpec, T: int, P: str, storage: str) -> list[str]:
    """Rows i0..i0+T-1 of C, bytes q0.. of the block, accumulated in registers over the inner dimension."""
    meth, QV, vb, sh = plan.method, blk.vectors, plan.vb, plan.shape
    rb, log = plan.row_bytes, meth.gemm_tables in ("log", "pair") and not plan.prepared
    args = tile_args(plan)[0]
    lines = [f"/* rows i0..i0+{T - 1}, bytes {blk.q0}..{blk.q0 + blk.bytes - 1} of C ^= A*B: {T} x {QV} accumulators "
             f"in registers over j */", f"{storage}void {tile_name(plan, blk, T, P)}({args})", "{"]
    pairs = T // 2 if meth.gemm_tables == "pair" else 0
    # a paired method's tile of one row (odd m) uses the single tables only: no paired constants
    body = list(meth.consts()) + (list(meth.log_consts(paired=pairs > 0)) if log else [])  # type: ignore[attr-defined]
    if plan.prepared and pairs:
        body += meth.pair_consts()  # type: ignore[attr-defined]
    partial = partial_tail(plan, blk)
    if blk.safe_rows < sh.k and not meth.row_pairs and not partial:
        body.append(f"uint8_t xpad[{QV * vb}] = {{0}};")
    home = f"c + (i0 + r) * {rb}" + (f" + {blk.q0}" if blk.q0 else "")
    padded = blk.bytes < QV * vb and not partial
    if padded:
        body += [f"uint8_t ybuf[{T}][{QV * vb}] = {{{{0}}}};", "size_t r;",
                 f"for (r = 0; r < {T}; r++)", f"    memcpy(ybuf[r], {home}, {blk.bytes});"]

    def src(r: int, v: int) -> str:
        return f"ybuf[{r}] + {v * vb}" if padded else f"c + (i0 + {r}) * {rb} + {blk.q0 + v * vb}"

    def load(r: int, v: int) -> str:
        if partial and v == QV - 1:
            return load_tail(meth.vt, src(r, v), tail_bytes(plan, blk))
        return meth.load(src(r, v))

    def store(r: int, v: int, value: str) -> str:
        if partial and v == QV - 1:
            return store_tail(meth.vt, src(r, v), value, tail_bytes(plan, blk))
        return meth.store(src(r, v), value)

    main = QV - 1 if plan.tail_lanes else QV
    if plan.tail_lanes and pairs:
        body += ["const __m128i nib16 = _mm_set1_epi8(0x0f), hinib16 = _mm_set1_epi8((char)0xf0);"]
        body += tail_lanes_in(pairs, f"c + (i0 + %d) * {rb} + {blk.q0 + (QV - 1) * vb}")
    for p in range(pairs):  # rows 2p and 2p+1 in paired accumulators (see Method.pair_in)
        for v in range(main):
            lo, hi = meth.pair_in("u0", "u1")  # type: ignore[attr-defined]
            body += [f"{meth.vt} l{p}_{v}, h{p}_{v};",
                     f"{{ const {meth.vt} u0 = {load(2 * p, v)}, u1 = {load(2 * p + 1, v)};",
                     f"  l{p}_{v} = {lo};", f"  h{p}_{v} = {hi}; }}"]
    if meth.row_pairs:
        body += [f"{meth.vt} y{p}_{v} = {meth.acc_in(src(2 * p, v), src(2 * p + 1, v))};"  # type: ignore[attr-defined]
                 for p in range(T // 2) for v in range(QV)]
    acc = [(f"y{r}_{v}", r, v) for r in range(2 * pairs, T) for v in range(QV)] if not meth.row_pairs else []
    body += [f"{meth.vt} {a} = {load(r, v)};" for a, r, v in acc]
    end = "j1" if plan.prepared else str(sh.k)  # prepared: the inner range j0..j1 (public) of _prepared_range
    if plan.prepared:
        body.append("size_t j = j0 > i0 ? j0 : i0;" if sh.upper else "size_t j = j0;")
    else:
        body.append("size_t j = i0;" if sh.upper else "size_t j = 0;")
    if sh.upper and T > 1:
        bound = f"j < i0 + {T - 1} && j < j1" if plan.prepared else f"j < i0 + {T - 1}"
        body += [f"for (; {bound}; j++) {{"] + ["    " + ln for ln in step(plan, blk, spec, T, True)] + ["}"]
    pair_step = step_pair if two_steps(plan) else step_pair_tables if paired_steps(plan) else None
    if plan.pair_groups_512:  # every j in one loop
        body += pair_groups_512_loop(plan, T, end)
    else:
        if pair_step is not None:
            if blk.safe_rows < sh.k and not partial:
                body.append(f"uint8_t wpad[{QV * vb}] = {{0}};")
            body += [f"for (; j + 1 < {end}; j += 2) {{"] + ["    " + ln for ln in pair_step(plan, blk, spec, T)] + ["}"]
        body += [f"for (; j < {end}; j++) {{"] + ["    " + ln for ln in step(plan, blk, spec, T, False)] + ["}"]
    for p in range(pairs):
        for v in range(main):
            y0, y1 = meth.pair_out(f"l{p}_{v}", f"h{p}_{v}")  # type: ignore[attr-defined]
            body += [f"{store(2 * p, v, y0)};", f"{store(2 * p + 1, v, y1)};"]
    if plan.tail_lanes:
        body += tail_lanes_out(pairs, f"c + (i0 + %d) * {rb} + {blk.q0 + (QV - 1) * vb}")
    if meth.row_pairs:
        for p in range(T // 2):
            for v in range(QV):
                body += meth.acc_out(src(2 * p, v), src(2 * p + 1, v), f"y{p}_{v}")  # type: ignore[attr-defined]
    body += [f"{store(r, v, a)};" for a, r, v in acc]
    if padded:
        body += [f"for (r = 0; r < {T}; r++)", f"    memcpy({home}, ybuf[r], {blk.bytes});"]
    return lines + ["    " + ln for ln in body] + ["}", ""]


def gemm_functions(plan: GemmPlan, spec: LinalgSpec, sym: str, P: str, storage: str,
                   suffix: str = "") -> tuple[list[str], str]:
    """(private helpers, the public function) of one shape (suffix "_inline": the header's inline form)."""
    sh, log = plan.shape, plan.method.gemm_tables in ("log", "pair") and not plan.prepared
    helpers: list[str] = []
    tiles = plan.tiles()
    for T in sorted(set(tiles), reverse=True):
        for blk in plan.blocks():
            helpers += tile_fn(plan, blk, spec, T, P, storage or "static ")
    body = []
    if log:
        n = a_bytes(spec, sh)
        body += [f"uint8_t lg[{2 * n + 32}];", f"{P}logs(lg, a, {n});"]
    if plan.method.row_pairs:
        body += presplit_loop(plan)
    args = tile_args(plan)[1]
    if plan.prepared and plan.method.table_slots_per_pair:  # every tile gets its own part of the tables
        tile_tables = plan.slots(plan.rows) * sh.k * plan.slot_bytes
        args = args.replace("tables", "tt")
        body += ["const uint8_t *tt = tables;", "size_t i0 = 0;",
                 f"for (; i0 + {plan.rows} <= {sh.m}; i0 += {plan.rows}, tt += {tile_tables}) {{"]
    else:
        body += ["size_t i0 = 0;", f"for (; i0 + {plan.rows} <= {sh.m}; i0 += {plan.rows}) {{"]
    body += [f"    {tile_name(plan, blk, plan.rows, P)}({args});" for blk in plan.blocks()] + ["}"]
    if tiles[-1] != plan.rows:
        body += [f"{tile_name(plan, blk, tiles[-1], P)}({args});" for blk in plan.blocks()]
    if plan.prepared:
        ranged = (f"/* {range_doc(spec, plan, sym)} */\n{storage}{range_signature(sym, sh)}\n{{\n"
                  + "\n".join("    " + ln for ln in body) + "\n}\n")
        fn = (f"/* {prepared_doc(spec, plan, sym)} */\n{storage}{prepared_signature(sym, sh)}\n{{\n"
              f"    {sym}_gemm_{sh.name}_prepared_range(c, tables, b, 0, {sh.k});\n}}\n")
        return helpers + [prepare_function(plan, spec, sym, storage), ranged], fn
    doc = gemm_doc(spec, sh) + ("\n * The inline form (static inline, no call): the same product." if suffix else "")
    fn = (f"/* {doc} */\n{storage}{gemm_signature(sym, sh, suffix)}\n{{\n"
          + "\n".join("    " + ln for ln in body) + "\n}\n")
    return helpers, fn


def prepare_function(plan: GemmPlan, spec: LinalgSpec, sym: str, storage: str) -> str:
    """N_gemm_NAME_prepare: the coefficients in the order the tiles read them (prepared_doc: tile by tile,
    then j, then the tile's rows), so each tile streams its part once; the entries below an
    upper-triangular A's diagonal get the coefficient of 0 and are not read."""
    sh, meth, R = plan.shape, plan.method, plan.rows
    scalar, log = scalar_exprs(spec, sh, "i", "j")
    logs = meth.gemm_tables == "pair"  # GF(16) paired tables: every nibble's log first (N_priv_logs)
    if sh.upper:
        scalar = f"j >= i ? {scalar} : 0"  # i and j are public
        log = f"j >= i ? {log} : 0xff"
    if meth.table_slots_per_pair:  # one slot per pair of rows (and per lone last row), tile after tile
        dst = f"tables + (base + j * ((T + 1) / 2) + r / 2) * {meth.coef_bytes}"
    else:
        dst = f"tables + (i0 * {sh.k} + j * T + r) * {meth.coef_bytes}"
    step_r = 2 if meth.row_pairs or meth.table_slots_per_pair else 1
    walk = f", base += {plan.slots(R) * sh.k}" if meth.table_slots_per_pair else ""
    n = a_bytes(spec, sh)
    body = ([f"uint8_t lg[{2 * n + 32}];", f"{plan.method.P}logs(lg, a, {n});"] if logs else []) + [
            "size_t i0, j, r;"] + (["size_t base = 0; /* the tile's first slot */"] if walk else []) + [
            f"for (i0 = 0; i0 < {sh.m}; i0 += {R}{walk}) {{",
            f"    const size_t T = {sh.m} - i0 < {R} ? {sh.m} - i0 : {R}; /* the tile's rows */",
            f"    for (j = 0; j < {sh.k}; j++)", f"        for (r = 0; r < T; r += {step_r}) {{",
            "            const size_t i = i0 + r;"]
    if meth.table_slots_per_pair:  # rows i, i + 1 in one paired table; a lone last row its own table
        scalar1, log1 = scalar_exprs(spec, sh, "i + 1", "j")
        if sh.upper:
            scalar1 = f"j >= i + 1 ? {scalar1} : 0"
            log1 = f"j >= i + 1 ? {log1} : 0xff"
        pair_logs = (log, log1) if logs else ("", "")
        body += [f"            const uint8_t s0 = (uint8_t)({scalar});" if not logs else "",
                 "            if (r + 1 < T) { /* r and T are public */",
                 f"                const uint8_t s1 = (uint8_t)({scalar1});" if not logs else ""]
        body += ["                " + ln for ln in meth.table_store_pair(dst, "s0", "s1", pair_logs)]  # type: ignore[attr-defined]
        body += ["            } else {"]
        body += ["                " + ln for ln in meth.table_store(dst, "s0", pair_logs[0])] + ["            }"]  # type: ignore[call-arg]
        body = [ln for ln in body if ln]
    elif meth.row_pairs:  # entries (i, j) and (i + 1, j) together (LaneShuffleMethod's pair layout)
        scalar1 = scalar_exprs(spec, sh, "i + 1", "j")[0]
        if sh.upper:
            scalar1 = f"j >= i + 1 ? {scalar1} : 0"
        body += [f"            const uint8_t s0 = (uint8_t)({scalar}), s1 = (uint8_t)({scalar1});"]
        body += ["            " + ln for ln in meth.table_store_pair(dst, "s0", "s1")]  # type: ignore[attr-defined]
    else:
        body += [f"            const uint8_t s = (uint8_t)({scalar});"]
        body += ["            " + ln for ln in meth.table_store(dst, "s")]
    body += ["        }", "}"]
    if plan.wide_tables:  # every 16-byte table once per lane, from the last slot down: slot j's copies land at or
        # after its own table, never on a lower slot's, which is still to be read
        slots, copies = plan.table_bytes // plan.slot_bytes, plan.slot_bytes // meth.coef_bytes
        body += [f"for (j = {slots}; j-- > 0;) {{ /* wide tables: slot j = its table {copies} times */",
                 f"    const __m128i t = _mm_loadu_si128((const __m128i *)(tables + j * {meth.coef_bytes}));",
                 *(f"    _mm_storeu_si128((__m128i *)(tables + j * {plan.slot_bytes}{f' + {c * meth.coef_bytes}' if c else ''}), t);"
                   for c in reversed(range(copies))), "}"]
    return (f"/* {prepare_doc(spec, plan, sym)} */\n{storage}{prepare_signature(sym, sh)}\n{{\n"
            + "\n".join("    " + ln for ln in body) + "\n}\n")


def gemm_signature(sym: str, shape: GemmShape, suffix: str = "") -> str:
    return f"void {sym}_gemm_{shape.name}{suffix}(uint8_t *c, const uint8_t *a, const uint8_t *b)"


# the alignment prepared tables read fastest at: wide tables are read by 512-bit loads, which split a cache line
# unless 64-byte aligned (MAYO-1's P1*O on Zen 5: 284 ticks aligned, 459 misaligned by 32); any alignment is correct
TABLE_ALIGN = 64


def align_macro(sym: str) -> str:
    """The header's macro of TABLE_ALIGN, with its comment."""
    return (f"/* the alignment the prepared tables are read fastest at (any alignment is correct) */\n"
            f"#define {sym.upper()}_TABLE_ALIGN {TABLE_ALIGN}")


def table_macro(sym: str, shape: GemmShape) -> str:
    """The header's macro of the prepared tables' size in bytes."""
    return f"{sym.upper()}_GEMM_{shape.name.upper()}_TABLE_BYTES"


def prepare_signature(sym: str, shape: GemmShape) -> str:
    return f"void {sym}_gemm_{shape.name}_prepare(uint8_t *tables, const uint8_t *a)"


def prepared_signature(sym: str, shape: GemmShape) -> str:
    return f"void {sym}_gemm_{shape.name}_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b)"


def a_layout(spec: LinalgSpec, shape: GemmShape, transposed_note: str = "") -> str:
    """How A is stored, for the comments: its rows and their bytes (`transposed_note` follows when A^T is stored)."""
    rows, cols = a_storage(spec, shape)
    if shape.a_transposed:
        return f"A^T stored: {rows} rows of {row_bytes(spec, cols)} bytes{transposed_note}"
    return f"A: {rows} rows of {row_bytes(spec, cols)} bytes"


def upper_note(shape: GemmShape, lead: str) -> str:
    """`lead` and the note that A's entries below the diagonal are never read, for an upper-triangular A; else ""."""
    return f"{lead}upper triangular: entries below the diagonal are never read" if shape.upper else ""


def range_signature(sym: str, shape: GemmShape) -> str:
    return (f"void {sym}_gemm_{shape.name}_prepared_range(uint8_t *c, const uint8_t *tables, const uint8_t *b, "
            "size_t j0, size_t j1)")


def range_doc(spec: LinalgSpec, plan: GemmPlan, sym: str) -> str:
    """The comment of N_gemm_<name>_prepared_range."""
    sh = plan.shape
    return (f"{sym}_gemm_{sh.name}_prepared over the inner range j0 <= j < j1 only: C ^= A[:, j0..j1) * B[j0..j1),\n"
            f" * 0 <= j0 <= j1 <= {sh.k}; rows of B outside the range are never read (b points at row 0 all the same:\n"
            " * e.g. one row of a triangular matrix of vectors, its first entry at row j0). j0 and j1 are public;\n"
            " * constant time in the tables, B and C.")


def prepare_doc(spec: LinalgSpec, plan: GemmPlan, sym: str) -> str:
    """The comment of N_gemm_<name>_prepare."""
    sh, cb = plan.shape, plan.slot_bytes
    wide = f" (its 16-byte table {cb // 16} times, one per 128-bit lane)" if plan.wide_tables else ""
    return (f"tables = the coefficients of the entries of A for {sym}_gemm_{sh.name}_prepared "
            f"({a_layout(spec, sh)}{upper_note(sh, ', ')}):\n"
            f" * {plan.table_bytes} bytes ({table_macro(sym, sh)}), any alignment ({sym.upper()}_TABLE_ALIGN reads fastest), {cb} per entry (i, j){wide} in the order the "
            f"kernel reads them\n * (row tiles of {plan.rows}, within a tile by j, then row"
            + (", rows in pairs: TL_i, TL_i+1, TH_i, TH_i+1" if plan.method.row_pairs else "")
            + (", rows in pairs: one paired table s_i*v | (s_i+1*v) << 4 per pair, a lone last row's s_i*v"
               if plan.method.table_slots_per_pair else "") + ").\n"
            " * Build them once per A (e.g. once per key) for any number of _prepared calls; they are as secret as A.\n"
            " * Constant time.")


def prepared_doc(spec: LinalgSpec, plan: GemmPlan, sym: str) -> str:
    """The comment of N_gemm_<name>_prepared."""
    sh = plan.shape
    return (f"{sym}_gemm_{sh.name} with A given by its tables ({sym}_gemm_{sh.name}_prepare): C ^= A*B, C {sh.m}x{sh.n},\n"
            f" * B {sh.k}x{sh.n}, laid out as for {sym}_gemm_{sh.name}. c must not overlap tables or b. Constant time in the\n"
            " * tables, B and C.")


def gemm_doc(spec: LinalgSpec, shape: GemmShape) -> str:
    """The comment of N_gemm_<name>: what it computes and the layout of its operands."""
    rb = lambda cols: row_bytes(spec, cols)  # noqa: E731
    a_text = a_layout(spec, shape, " (A[i][j] is element i of row j)")
    tri = upper_note(shape, "; A ")
    return (f"C ^= A*B, C {shape.m}x{shape.n}, A {shape.m}x{shape.k}, B {shape.k}x{shape.n} over GF(2^{spec.m}), "
            f"row-major{', nibble-packed rows' if spec.m == 4 else ''}:\n"
            f" * C: {shape.m} rows of {rb(shape.n)} bytes; B: {shape.k} rows of {rb(shape.n)} bytes; {a_text}{tri}.\n"
            " * c must not overlap a or b. Constant time in the entries of A, B and C.")


__all__ = ["ColumnBlock", "GemmPlan", "plan_gemm", "gemm_functions", "gemm_signature", "gemm_doc", "logs_helper", "row_bytes",
           "a_bytes", "a_storage", "prepare_signature", "prepared_signature", "prepare_doc", "prepared_doc", "table_macro",
           "align_macro", "TABLE_ALIGN",
           "range_signature", "range_doc"]
