"""UOV's Gaussian elimination (`gauss=NAME:O`, GF(16) or GF(256)): N_gauss_NAME(mat) solves the signer's o x o
system as UOV's ref code (gf16mat_gaussian_elim / gf256mat_gaussian_elim, liboqs src/sig/uov/*/blas_matrix_ref.c)
on o rows of gauss_row_bytes bytes (the matrix row, the constant, zero padding): per pivot i, row i takes every
later row under a mask while its pivot is zero, is scaled by the pivot's inverse, and every later row j takes
a_j[i] times it; the result is 1 if every pivot was nonzero. The matrix and the constant are secret; i, the
row bounds and loop counts are public.

Plan ("lanes", x86 with 256-bit byte shuffles; other ISAs: none, the UOV adapter keeps its gemm path): the rows
are copied into a scratch copy of 32-byte chunks, right-aligned (`offset` zero bytes first), so that the step of
pivot i touches only the chunks from the one holding column i on (`live`, as the `ef` kernel's rule: the
columns left of i are zero in rows i.. throughout). Pivot 0's masked search is one pass; step i scales the
searched row i (in registers), splits its nibbles once, and in one pass over the rows below it gives every row
its product by shuffles of its coefficient's table and, on the updated row, runs the next pivot's masked search
and gathers its column (`steps`):

- GF(256): the tables of 16 coefficients at once: P_b = [E * x^b | E * x^(b+4)] (b < 4, both 128-bit lanes) by
  shuffles of the constant tables of x -> x * x^b from E's nibbles; coefficient j's table [T_lo | T_hi] (T_lo[x]
  = e_j * x, T_hi[x] = e_j * (x << 4)) is the XOR of P_b's byte j broadcast, masked by bit b of the lane index.
  The inverse of the pivot: the one of the 256 candidates whose product with it, by its table, is 1 (eight
  compares of 32 candidates, summed by vpsadbw).
- GF(16): the log-domain tables of the `ef` kernel (vpshufb LOG, vpaddusb, vpsubb/vpminub mod 15, vpshufb EXP),
  the logs of 16 coefficients by one shuffle; the inverse by the in-register table of log(1/p).

Proof (at generation time, prove_gauss): each construction's Python mirror is the field's product on every
(scalar, byte) pair and the inverse on every element.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...errors import GenError
from ...isa import Target
from .echelon import byte_table, clear_helper, equal_runs, inverse_log_table, lane_consts, lane_product
from .method import gf16_log_tables
from .spec import GaussShape, LinalgSpec, gauss_row_bytes

CHUNK = 32   # bytes per chunk of a scratch row (one 256-bit vector)
UNROLL = 2   # rows per iteration of the elimination's inner loop (the compiler's unroll, asked for by a pragma)
GROUP = 16   # coefficients whose tables one batch builds (a 128-bit lane)


@dataclass(frozen=True)
class GaussPlan:
    """The layout of one UOV system in the scratch copy."""

    shape: GaussShape
    m: int  # 4 (GF(16), two elements per byte) or 8

    @property
    def width(self) -> int:
        """Bytes of a row in the caller's layout."""
        return gauss_row_bytes(self.m, self.shape.o)

    @property
    def chunks(self) -> int:
        return -(-self.width // CHUNK)

    @property
    def row(self) -> int:
        """Bytes of a scratch row."""
        return self.chunks * CHUNK

    @property
    def offset(self) -> int:
        """Zero bytes before column 0 in a scratch row (right alignment)."""
        return self.row - self.width

    @property
    def groups(self) -> int:
        return -(-self.shape.o // GROUP)

    def byte(self, c: int) -> int:
        """The byte of column c in a row of the caller's layout."""
        return c // 2 if self.m == 4 else c

    def live(self, i: int) -> int:
        """The chunks the step of pivot i touches."""
        return self.chunks - (self.offset + self.byte(i)) // CHUNK

    def phases(self) -> list[tuple[int, int, int]]:
        """(first pivot, end pivot, live chunks) of the runs of pivots with the same live count."""
        return equal_runs([(self.live(i),) for i in range(self.shape.o)])

    def steps(self) -> list[tuple[int, int, int, int]]:
        """(first pivot, end pivot, live chunks, the next pivot's live chunks or 0) of the runs of equal steps (each
        step searches the next pivot's row on the rows it updates)."""
        o = self.shape.o
        return equal_runs([(self.live(i), self.live(i + 1) if i + 1 < o else 0) for i in range(o)])

    def describe(self) -> str:
        tables = ("the tables of 16 coefficients at once from their x^b multiples" if self.m == 8
                  else "log-domain tables, 16 coefficients' logs by one shuffle")
        return (f"gauss {self.shape.name}: UOV's {self.shape.o}x{self.shape.o} elimination, rows of {self.chunks} chunks of "
                f"{CHUNK} bytes ({self.offset} leading zeros), live chunks {' '.join(str(p[2]) for p in self.phases())} "
                f"by pivot run; one pass per pivot (the next pivot's masked search and column gather on the rows it updates, "
                f"unrolled {UNROLL}x), {tables}")


def plan_gauss(spec: LinalgSpec, shape: GaussShape, target: Target) -> GaussPlan | None:
    """The plan on x86 with 256-bit byte shuffles; None elsewhere (no kernel: the UOV adapter's gemm path)."""
    if target.simd == "x86" and target.shuffle_bits >= 256:
        return GaussPlan(shape, spec.m)
    return None


# ---------------------------------------------------------------------------------------------
# the Python mirrors of the constructions and their proof


def mulbase_tables(spec: LinalgSpec) -> tuple[list[list[list[int]]], list[list[list[int]]], list[list[int]]]:
    """GF(256): (LOW[b][lane][x] = x * x^(b + 4 lane), HIGH[b][lane][x] = (x << 4) * x^(b + 4 lane), MASK[b][x] =
    0xff if bit b of x) for b < 4: the constants of the batched table build."""
    low = [[[spec.mul(x, 1 << (b + 4 * lane)) for x in range(16)] for lane in range(2)] for b in range(4)]
    high = [[[spec.mul(x << 4, 1 << (b + 4 * lane)) for x in range(16)] for lane in range(2)] for b in range(4)]
    mask = [[0xFF if (x >> b) & 1 else 0 for x in range(16)] for b in range(4)]
    return low, high, mask


def gf256_table(spec: LinalgSpec, s: int) -> tuple[list[int], list[int]]:
    """The mirror of a coefficient's table: lane l's entry x = XOR over b of (LOW[b][l][s & 15] ^ HIGH[b][l][s >> 4])
    masked by MASK[b][x]; (T_lo, T_hi)."""
    low, high, mask = mulbase_tables(spec)
    lanes = []
    for lane in range(2):
        t = [0] * 16
        for b in range(4):
            pb = low[b][lane][s & 15] ^ high[b][lane][s >> 4]
            t = [t[x] ^ (pb & mask[b][x]) for x in range(16)]
        lanes.append(t)
    return lanes[0], lanes[1]


def inverse_candidates() -> list[list[int]]:
    """CAND[g] (32 bytes, g < 8): the candidates 16 (2g) + x (low lane) and 16 (2g + 1) + x (high lane)."""
    return [[16 * (2 * g + lane) + x for lane in range(2) for x in range(16)] for g in range(8)]


def gf256_inverse(spec: LinalgSpec, p: int) -> int:
    """The mirror of the inverse search: sum (vpsadbw) of the candidates c whose product with p by p's table,
    T_hi[c >> 4] ^ T_lo[c & 15], is 1."""
    lo, hi = gf256_table(spec, p)
    total = 0
    for g, cand in enumerate(inverse_candidates()):
        for k, c in enumerate(cand):
            h = hi[2 * g + k // 16]
            total += c if (h ^ lo[k % 16]) == 1 else 0
    return total & 0xFF


def prove_gauss(spec: LinalgSpec, plans: tuple[GaussPlan, ...]) -> int:
    """The field's products on every (coefficient, byte) pair by the tables as the C builds and applies them,
    and the inverse of every element; returns the cases checked; GenError on the first difference."""
    if not plans:
        return 0
    q, cases = 1 << spec.m, 0
    inv = [0] + [next(c for c in range(1, q) if spec.mul(p, c) == 1) for p in range(1, q)]
    if spec.m == 8:
        for s in range(256):
            lo, hi = gf256_table(spec, s)
            for y in range(256):
                if lo[y & 15] ^ hi[y >> 4] != spec.mul(s, y):
                    raise GenError(f"gauss plan: coefficient {s} times {y} by its table gives {lo[y & 15] ^ hi[y >> 4]}, "
                                   f"not {spec.mul(s, y)}")
                cases += 1
            if gf256_inverse(spec, s) != inv[s]:
                raise GenError(f"gauss plan: the inverse of {s} comes out {gf256_inverse(spec, s)}, not {inv[s]}")
        return cases
    log, _ = gf16_log_tables(spec)
    ilog = inverse_log_table(spec)
    for s in range(16):
        if lane_product(spec, ilog[s], 1) != inv[s]:
            raise GenError(f"gauss plan: the inverse of {s} comes out {lane_product(spec, ilog[s], 1)}, not {inv[s]}")
        for y in range(256):
            got = lane_product(spec, log[s], y & 15) ^ (lane_product(spec, log[s], y >> 4) << 4)
            if got != spec.byte_product(s, y):
                raise GenError(f"gauss plan: coefficient {s} times the byte {y} gives {got}, not {spec.byte_product(s, y)}")
            cases += 1
    return cases


# ---------------------------------------------------------------------------------------------
# C


def gauss_signature(sym: str, shape: GaussShape) -> str:
    return f"unsigned {sym}_gauss_{shape.name}(uint8_t *mat)"


def gauss_doc(spec: LinalgSpec, shape: GaussShape) -> str:
    o, w = shape.o, gauss_row_bytes(spec.m, shape.o)
    what = f"o / 2 = {o // 2} bytes of nibble-packed" if spec.m == 4 else f"o = {o}"
    const = f"byte {o // 2}'s low nibble" if spec.m == 4 else f"byte {o}"
    return (f"mat: {o} rows of {w} bytes ({what} elements of a row, the constant in {const}, zeros) := UOV's\n"
            f" * Gaussian elimination of the system (the ref code's gf{1 << spec.m}mat_gaussian_elim: row echelon form, ones on\n"
            f" * the pivots); 1 if every pivot was nonzero, else 0. mat's contents are secret.")


def m256(lanes: list[list[int]]) -> str:
    """A 256-bit constant from its two 16-byte lanes."""
    return f"_mm256_setr_m128i({byte_table(lanes[0])}, {byte_table(lanes[1])})"


def gf256_helpers(spec: LinalgSpec, P: str) -> list[str]:
    """P_gauss_tab (a coefficient's table from P_b), P_gauss_bases (P_b of 16 coefficients), P_gauss_inv."""
    cand = inverse_candidates()
    low, high, mask = mulbase_tables(spec)
    return [
        "/* P[b] (b < 4) = [E * x^b | E * x^(b + 4)] for the 16 coefficients E (both lanes alike) */",
        f"static inline void {P}gauss_bases(__m256i P[4], __m256i e)", "{",
        "    const __m256i f = _mm256_set1_epi8(15);",
        "    const __m256i el = _mm256_and_si256(e, f), eh = _mm256_and_si256(_mm256_srli_epi16(e, 4), f);",
        *[f"    P[{b}] = _mm256_xor_si256(_mm256_shuffle_epi8({m256(low[b])}, el), "
          f"_mm256_shuffle_epi8({m256(high[b])}, eh));" for b in range(4)], "}", "",
        "/* [T_lo | T_hi] of the coefficient at byte idx of P's lanes (idx: that byte in every byte) */",
        f"static inline __m256i {P}gauss_tab(const __m256i P[4], __m256i idx)", "{",
        "    __m256i t = " + " ".join(
            f"_mm256_xor_si256(_mm256_and_si256(_mm256_shuffle_epi8(P[{b}], idx), {m256([mask[b]] * 2)}),"
            for b in range(3)) + f" _mm256_and_si256(_mm256_shuffle_epi8(P[3], idx), {m256([mask[3]] * 2)})" + ")" * 3 + ";",
        "    return t;", "}", "",
        "/* 1/p (0 for 0) from p's table t: the candidate c with t_hi[c >> 4] ^ t_lo[c & 15] = 1, 32 at a time */",
        f"static inline uint8_t {P}gauss_inv(__m256i t)", "{",
        "    const __m256i tl = _mm256_permute4x64_epi64(t, 0x44), th = _mm256_permute4x64_epi64(t, 0xEE);",
        "    const __m256i one = _mm256_set1_epi8(1);",
        "    __m256i acc = _mm256_setzero_si256();",
        *[f"    acc = _mm256_or_si256(acc, _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_xor_si256(_mm256_shuffle_epi8(th, "
          f"_mm256_setr_m128i(_mm_set1_epi8({2 * g}), _mm_set1_epi8({2 * g + 1}))), tl), one), {m256([cand[g][:16], cand[g][16:]])}));"
          for g in range(8)],
        "    const __m256i s = _mm256_sad_epu8(acc, _mm256_setzero_si256());",
        "    __m128i x = _mm_add_epi64(_mm256_castsi256_si128(s), _mm256_extracti128_si256(s, 1));",
        "    x = _mm_add_epi64(x, _mm_unpackhi_epi64(x, x));",
        "    return (uint8_t)_mm_cvtsi128_si32(x);", "}", ""]


def window(plan: GaussPlan, L: int) -> int:
    """The byte offset of the window of L live chunks in a scratch row."""
    return CHUNK * (plan.chunks - L)


def column_byte(plan: GaussPlan, L: int, i: str) -> str:
    """C for column i's byte (i public) relative to the window of L live chunks."""
    return f"{plan.offset - window(plan, L)} + {f'(({i}) >> 1)' if plan.m == 4 else f'({i})'}"


def zero_test(plan: GaussPlan, x: str, nib: str) -> str:
    """All ones where the element x (GF(16): the nibble nib selects of the byte) is zero, broadcast."""
    v = f"_mm256_set1_epi8((char)({x}))"
    return f"_mm256_cmpeq_epi8({f'_mm256_and_si256({v}, {nib})' if plan.m == 4 else v}, zero)"


def nibble_mask(plan: GaussPlan, i: str) -> list[str]:
    return [f"const __m256i nib = _mm256_set1_epi8((char)(15 << (4 * (({i}) & 1))));"] if plan.m == 4 else []


def search_fn(plan: GaussPlan, P: str) -> list[str]:
    """The first pivot's search: acc := row 0 plus every later row while its element 0 is zero; col[j] := row j's
    byte holding column 0 (later pivots' searches run inside the previous step's elimination)."""
    L, R, name = plan.live(0), plan.row, plan.shape.name
    base = window(plan, L)
    lines = ["const __m256i zero = _mm256_setzero_si256();", *nibble_mask(plan, "0"),
             f"const uint8_t *r0 = w + {base};", f"const int b = {column_byte(plan, L, '0')};"]
    lines += [f"__m256i a{k} = _mm256_load_si256((const __m256i *)(r0 + {CHUNK * k}));" for k in range(L)]
    lines += [f"__m256i z = {zero_test(plan, 'r0[b]', 'nib')};", "int j;",
              f"for (j = 1; j < {plan.shape.o}; j++) {{",
              f"    const uint8_t *rj = r0 + (size_t)j * {R};", "    const uint8_t e = rj[b];"]
    lines += [f"    a{k} = _mm256_xor_si256(a{k}, _mm256_and_si256(z, _mm256_load_si256((const __m256i *)(rj + {CHUNK * k}))));"
              for k in range(L)]
    lines += ["    col[j] = e;", f"    z = _mm256_and_si256(z, {zero_test(plan, 'e', 'nib')});", "}"]
    lines += [f"acc[{k}] = a{k};" for k in range(L)]
    return ([f"/* gauss {name}: the search of pivot 0 (its row in acc, the column in col) */",
             f"static inline void {P}gauss_{name}_search(const uint8_t *w, uint8_t *col, __m256i *acc)", "{"]
            + ["    " + ln for ln in lines] + ["}", ""])


def scale_lines(plan: GaussPlan, L: int, P: str) -> list[str]:
    """p := the pivot of the searched row i (acc); q<k> := its chunks times 1/p, stored to row i; ql<k>, qh<k> their
    nibbles."""
    lines = [f"const __m256i a{k} = acc[{k}];" for k in range(L)]
    lines += ["__m256i tv[1];", "_mm256_store_si256(tv, a0);"]
    if plan.m == 4:
        lines += ["const unsigned p = ((unsigned)((const uint8_t *)tv)[b] >> (4 * (i & 1))) & 15u;",
                  "const __m128i li = _mm_shuffle_epi8(ilg, _mm_set1_epi8((char)p));",
                  "const __m256i xi = _mm256_adds_epu8(_mm256_broadcastsi128_si256(li), lg);",
                  "const __m256i tl = _mm256_shuffle_epi8(ex, _mm256_min_epu8(xi, _mm256_sub_epi8(xi, f15)));",
                  "const __m256i th = _mm256_slli_epi16(tl, 4);"]
    else:
        lines += ["const unsigned p = ((const uint8_t *)tv)[b];",
                  f"const __m256i ti = {P}gauss_tab1({P}gauss_inv({P}gauss_tab1((uint8_t)p)));",
                  "const __m256i tl = _mm256_permute4x64_epi64(ti, 0x44), th = _mm256_permute4x64_epi64(ti, 0xEE);"]
    for k in range(L):
        lines += [f"const __m256i q{k} = _mm256_xor_si256(_mm256_shuffle_epi8(tl, _mm256_and_si256(a{k}, f)), "
                  f"_mm256_shuffle_epi8(th, _mm256_and_si256(_mm256_srli_epi16(a{k}, 4), f)));",
                  f"_mm256_store_si256((__m256i *)(ri + {CHUNK * k}), q{k});",
                  f"const __m256i ql{k} = _mm256_and_si256(q{k}, f), qh{k} = _mm256_and_si256(_mm256_srli_epi16(q{k}, 4), f);"]
    return lines


def eliminate_lines(plan: GaussPlan, L: int, N: int, P: str) -> list[str]:
    """Every row j > i ^= col[j] times row i's scaled chunks, the coefficients' tables 16 at a time; with N > 0 the
    next pivot's search on the updated rows: its N live chunks (the last N of these L) in na<k>, the rows after
    i + 1 added while its element is zero (nz), its column's bytes into ncol."""
    o, R = plan.shape.o, plan.row
    if plan.m == 4:
        group = ["    const __m128i e = _mm_and_si128(_mm_srl_epi16(_mm_loadu_si128((const __m128i *)(col + 16 * g)), "
                 "_mm_cvtsi32_si128(4 * (i & 1))), _mm256_castsi256_si128(f));",
                 "    const __m256i le = _mm256_broadcastsi128_si256(_mm_shuffle_epi8(_mm256_castsi256_si128(lg), e));"]
        table = ["        const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(le, idx), lg);",
                 "        const __m256i tl = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));",
                 "        const __m256i th = _mm256_slli_epi16(tl, 4);"]
    else:
        group = ["    __m256i pb[4];",
                 f"    {P}gauss_bases(pb, _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(col + 16 * g))));"]
        table = [f"        const __m256i t = {P}gauss_tab(pb, idx);",
                 "        const __m256i tl = _mm256_permute4x64_epi64(t, 0x44), th = _mm256_permute4x64_epi64(t, 0xEE);"]
    lines = []
    if N:
        lines += [f"__m256i na{k} = zero;" for k in range(N)] + ["__m256i nz = _mm256_cmpeq_epi8(zero, zero);"]
        if plan.m == 4:
            lines += ["const __m256i nib = _mm256_set1_epi8((char)(15 << (4 * ((i + 1) & 1))));"]
        lines += [f"const int nb = {plan.offset - window(plan, L)} + {'((i + 1) >> 1)' if plan.m == 4 else '(i + 1)'};"
                  " /* column i + 1's byte in this window */"]
    lines += [f"for (g = (i + 1) >> 4; g < {plan.groups}; g++) {{", *group,
              "    const int j0 = 16 * g > i + 1 ? 16 * g : i + 1;",
              f"    const int j1 = 16 * g + 16 < {o} ? 16 * g + 16 : {o};",
              "    __m256i idx = _mm256_set1_epi8((char)(j0 & 15));",
              "#if defined(__GNUC__)", f"#pragma GCC unroll {UNROLL}", "#endif",
              "    for (j = j0; j < j1; j++) {",
              f"        uint8_t *rj = base + (size_t)j * {R};", *table]
    for k in range(L):
        at = f"(__m256i *)(rj + {CHUNK * k})"
        lines.append(f"        const __m256i r{k} = _mm256_xor_si256(_mm256_load_si256({at}), "
                     f"_mm256_xor_si256(_mm256_shuffle_epi8(tl, ql{k}), _mm256_shuffle_epi8(th, qh{k})));")
        lines.append(f"        _mm256_store_si256({at}, r{k});")
    if N:
        lines += [f"        na{k} = _mm256_xor_si256(na{k}, _mm256_and_si256(nz, r{k + L - N}));" for k in range(N)]
        lines += ["        const uint8_t e = rj[nb];", "        ncol[j] = e;",
                  f"        nz = _mm256_and_si256(nz, {zero_test(plan, 'e', 'nib')});"]
    lines += ["        idx = _mm256_add_epi8(idx, _mm256_set1_epi8(1));", "    }", "}"]
    return lines + [f"acc[{k}] = na{k};" for k in range(N)]


def step_fn(plan: GaussPlan, L: int, N: int, spec: LinalgSpec, P: str) -> list[str]:
    """The step of pivot i (public) with the scratch rows' last L chunks live, its row searched (acc); the next
    pivot's search (N of its chunks live, 0: none) on the rows it updates; returns 1 if the pivot is nonzero."""
    name = plan.shape.name
    head = [f"uint8_t *base = w + {window(plan, L)};",
            f"uint8_t *ri = base + (size_t)i * {plan.row};",
            f"const int b = {column_byte(plan, L, 'i')}; /* column i's byte in the window */",
            f"const uint8_t *col = cols + {GROUP * plan.groups} * (i & 1); /* column i of the rows below */",
            f"uint8_t *ncol = cols + {GROUP * plan.groups} * ((i + 1) & 1);",
            "const __m256i zero = _mm256_setzero_si256();" if N else "",
            "const __m256i f = _mm256_set1_epi8(15);",
            "int j, g;"]
    if plan.m == 4:
        head += [*lane_consts(spec), f"const __m128i ilg = {byte_table(inverse_log_table(spec))};"]
    body = head + scale_lines(plan, L, P) + eliminate_lines(plan, L, N, P)
    body += ["(void)ncol;" if not N else "", "return (0u - p) >> 31; /* 1 if p != 0 */"]
    return ([f"/* gauss {name}: pivot i with the scratch rows' last {L} chunks live"
             + (f", the next one's search on {N}" if N else "") + "; 1 if its pivot is nonzero */",
             f"static inline unsigned {P}gauss_{name}_step{L}{N}(uint8_t *w, uint8_t *cols, __m256i *acc, int i)", "{"]
            + ["    " + ln for ln in body if ln] + ["}", ""])


def gauss_functions(plan: GaussPlan, spec: LinalgSpec, sym: str, P: str, storage: str) -> tuple[list[str], str]:
    """(private helpers, the public function) of one shape."""
    helpers = search_fn(plan, P)
    for L, N in dict.fromkeys((r[2], r[3]) for r in plan.steps()):
        helpers += step_fn(plan, L, N, spec, P)
    o, R, W, off = plan.shape.o, plan.row, plan.width, plan.offset
    body = [f"__m256i ws[{o * R // CHUNK}], cs[{-(-2 * plan.groups * GROUP // CHUNK)}], acc[{plan.chunks}];",
            "uint8_t *w = (uint8_t *)ws, *cols = (uint8_t *)cs;",
            "unsigned ok = 1;", "int r, i;",
            "memset(cs, 0, sizeof cs);",
            f"for (r = 0; r < {o}; r++) {{"]
    if off:
        body.append(f"    memset(w + (size_t)r * {R}, 0, {off});")
    body += [f"    memcpy(w + (size_t)r * {R} + {off}, mat + (size_t)r * {W}, {W});", "}",
             f"{P}gauss_{plan.shape.name}_search(w, cols, acc);"]
    for first, end, L, N in plan.steps():
        body += [f"for (i = {first}; i < {end}; i++)", f"    ok &= {P}gauss_{plan.shape.name}_step{L}{N}(w, cols, acc, i);"]
    body += [f"for (r = 0; r < {o}; r++)", f"    memcpy(mat + (size_t)r * {W}, w + (size_t)r * {R} + {off}, {W});",
             f"{P}ef_clear(ws, sizeof ws);", f"{P}ef_clear(cs, sizeof cs);", f"{P}ef_clear(acc, sizeof acc);", "return ok;"]
    fn = (f"/* {gauss_doc(spec, plan.shape)} */\n{storage}{gauss_signature(sym, plan.shape)}\n{{\n"
          + "\n".join("    " + ln for ln in body) + "\n}\n")
    return helpers, fn


def gauss_shared(spec: LinalgSpec, plans: tuple[GaussPlan, ...], P: str, clear: bool = True) -> str:
    """The helpers every shape's steps share: the scratch clear (unless the ef kernels' helpers have it) and, GF(256),
    the batched tables, a scalar's table, the inverse."""
    lines = clear_helper(P) if clear and plans else []
    if spec.m == 8 and plans:
        lines += gf256_helpers(spec, P) + [
            "/* [T_lo | T_hi] of the scalar s */",
            f"static inline __m256i {P}gauss_tab1(uint8_t s)", "{",
            "    __m256i P[4];",
            f"    {P}gauss_bases(P, _mm256_set1_epi8((char)s));",
            f"    return {P}gauss_tab(P, _mm256_setzero_si256());", "}", ""]
    return "\n".join(lines)


__all__ = ["CHUNK", "GROUP", "GaussPlan", "gauss_doc", "gauss_functions", "gauss_shared", "gauss_signature",
           "gf256_inverse", "gf256_table", "inverse_candidates", "mulbase_tables", "plan_gauss", "prove_gauss"]
