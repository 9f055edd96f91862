"""The echelon form kernel (`ef=NAME:MxN`, GF(16)): N_ef_NAME(a) puts the m x n matrix a (one element per
byte, row-major, every byte < 16) in row echelon form with ones on the pivots, in constant time, by MAYO's
algorithm (liboqs src/sig/mayo/*/echelon_form.h): column by column, the pivot row is found by masks over
the public window of rows MAYO searches, scaled by the pivot's inverse, written to its row and eliminated
from every row below it. The matrix and the pivot positions are secret; column, row bounds and loop counts
are public.

Plan: the matrix is copied into a scratch copy with rows of 16-byte chunks, right-aligned (the last column in
the last byte; `offset` bytes of zeros first), so that the columns left of a pivot die in whole chunks: the
step of pivot column t touches only the chunks from the one holding t on (`live`; the generator prints one
step per live count, so the chunks of the pivot row stay in registers). The columns left of that chunk are
zero in every row at or below the pivot row unless a pivot was missed (a column whose nonzero entries all
lie below MAYO's search window), which MAYO's avx2 code treats the same way; the harness's reference
implements exactly this rule.

- x86 ("lanes"): rows r, r+1 share 256-bit vectors (row r in the low 128-bit lane, r+1 in the high one),
  so one table per pair of rows: each lane's shuffle table e_r * v comes from the broadcast element e_r
  by the log-domain construction (vpshufb LOG, vpaddusb, vpsubb/vpminub mod 15, vpshufb EXP), and one
  vpshufb by the pivot row (in both lanes) multiplies 16 elements of each row. The pivot's inverse is a
  16-entry in-register table of log(1/p).
- c64 ("swar"): eight elements per 64-bit word; the pivot row's x^b multiples (b < 4) by a SWAR doubling,
  every row adds those its element's bits select by masks; the inverse as p^14 by the same products.

Proof (at generation time, prove_echelon): each construction's Python mirror is the field's product on all
16 x 16 (scalar, element) pairs and the inverse on all 16 elements.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...errors import GenError
from ...isa import Target
from ...isa.simd import X86Vector
from .method import gf16_log_tables
from .spec import EfShape, LinalgSpec

CHUNK = 16          # bytes (elements) per chunk of a scratch row, every ISA (the live-column rule's unit)
SEARCH_ROWS = 32    # MAYO's pivot search window: rows up to the upper bound + 32
KINDS = ("lanes", "swar")


def equal_runs(keys: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """(first index, end index, *key) of each run of consecutive equal keys."""
    out: list[tuple[int, ...]] = []
    for i, key in enumerate(keys):
        if out and out[-1][2:] == key:
            out[-1] = (out[-1][0], i + 1, *key)
        else:
            out.append((i, i + 1, *key))
    return out


@dataclass(frozen=True)
class EfPlan:
    """The layout and method of one echelon form shape."""

    shape: EfShape
    kind: str  # "lanes" (x86, two rows per 256-bit vector) or "swar" (c64, 64-bit words)

    @property
    def chunks(self) -> int:
        return -(-self.shape.n // CHUNK)

    @property
    def offset(self) -> int:
        """Zero bytes before column 0 in a scratch row (right alignment)."""
        return self.chunks * CHUNK - self.shape.n

    @property
    def pairs(self) -> int:
        return -(-self.shape.m // 2)

    def live(self, t: int) -> int:
        """The chunks the step of pivot column t touches."""
        return self.chunks - (t + self.offset) // CHUNK

    def phases(self) -> list[tuple[int, int, int]]:
        """(first column, end column, live chunks) of the runs of pivot columns with the same live count."""
        return equal_runs([(self.live(t),) for t in range(self.shape.n)])

    @property
    def scratch_bytes(self) -> int:
        rows = 2 * self.pairs if self.kind == "lanes" else self.shape.m
        return rows * self.chunks * CHUNK

    def describe(self) -> str:
        how = ("rows paired in the 128-bit lanes of 256-bit vectors, log-domain shuffle tables per pair"
               if self.kind == "lanes" else "64-bit SWAR words, the pivot row's x^b multiples selected by masks")
        return (f"ef {self.shape.name}: {self.shape.m}x{self.shape.n}, {how}; rows of {self.chunks} chunks of {CHUNK} "
                f"bytes ({self.offset} leading zeros), live chunks {' '.join(str(p[2]) for p in self.phases())} by column run")


def plan_echelon(spec: LinalgSpec, shape: EfShape, target: Target) -> EfPlan:
    """The plan of a shape on the target: lanes where 256-bit byte shuffles exist, else swar."""
    if spec.m != 4:
        raise GenError(f"ef {shape.name}: the echelon form kernel is GF(16)'s (MAYO), not GF(2^{spec.m})")
    x86 = target.simd == "x86" and target.shuffle_bits >= 256
    return EfPlan(shape, "lanes" if x86 else "swar")


# ---------------------------------------------------------------------------------------------
# the Python mirrors of the constructions and their proof


def inverse_log_table(spec: LinalgSpec) -> list[int]:
    """ILOG[p] = log(1/p) (0xff for p = 0): the in-register table the lanes kernel scales the pivot row by."""
    log, _ = gf16_log_tables(spec)
    return [0xFF if p == 0 else (15 - log[p]) % 15 for p in range(16)]


def lane_product(spec: LinalgSpec, log_s: int, v: int) -> int:
    """The mirror of one entry of a lane's table: EXP[min(x, x - 15)] with x = LOG[v] +sat log_s (0 if bit 7)."""
    log, exp = gf16_log_tables(spec)
    x = min(255, log_s + log[v])
    y = min(x, (x - 15) & 0xFF)
    return 0 if y & 0x80 else exp[y & 15]


def swar_double(spec: LinalgSpec, word: int) -> int:
    """The mirror of P_ef_mulx: x times every byte-element (< 16) of a 64-bit word."""
    ones, low3 = 0x0101010101010101, 0x0E0E0E0E0E0E0E0E
    return ((word << 1) & low3) ^ (((word >> 3) & ones) * (spec.field.tail & 0xF))


def swar_product(spec: LinalgSpec, s: int, word: int) -> int:
    """The mirror of P_ef_scale on one word: the x^b multiples the bits of s select, XORed."""
    out, xb = 0, word
    for b in range(4):
        out ^= xb if (s >> b) & 1 else 0
        xb = swar_double(spec, xb)
    return out


def swar_inverse(spec: LinalgSpec, p: int) -> int:
    """The mirror of P_ef_inverse: p^14 by the chain p2 = p*p, p4 = p2*p2, p8 = p4*p4, p8*p4*p2."""
    def mul(a: int, b: int) -> int:
        return swar_product(spec, b, a) & 0xFF
    p2 = mul(p, p)
    p4 = mul(p2, p2)
    p8 = mul(p4, p4)
    return mul(mul(p8, p4), p2)


def prove_echelon(spec: LinalgSpec, plans: tuple[EfPlan, ...]) -> int:
    """Each plan kind's products and inverse = the field's on all 16 x 16 pairs and all 16 elements (the
    8 byte lanes of a SWAR word independently); returns the cases checked; GenError on the first difference."""
    cases = 0
    for kind in sorted({p.kind for p in plans}):
        log, _ = gf16_log_tables(spec)
        ilog = inverse_log_table(spec)
        for s in range(16):
            want_inv = 0 if s == 0 else next(c for c in range(1, 16) if spec.mul(s, c) == 1)
            if kind == "lanes":
                got_inv = lane_product(spec, ilog[s], 1)
            else:
                got_inv = swar_inverse(spec, s)
            if got_inv != want_inv:
                raise GenError(f"ef plan ({kind}): the inverse of {s} comes out {got_inv}, not {want_inv}")
            for v in range(16):
                if kind == "lanes":
                    got = lane_product(spec, log[s], v)
                    scaled = lane_product(spec, ilog[s], v)
                else:
                    word = sum(((v + 3 * i) & 15) << (8 * i) for i in range(8))
                    prod = swar_product(spec, s, word)
                    got = prod & 0xFF
                    if any(((prod >> (8 * i)) & 0xFF) != spec.mul(s, (v + 3 * i) & 15) for i in range(8)):
                        raise GenError(f"ef plan (swar): a word's byte lanes times {s} are not the field's products")
                    scaled = spec.mul(want_inv, v)
                if got != spec.mul(s, v) or scaled != spec.mul(want_inv, v):
                    raise GenError(f"ef plan ({kind}): {s} times {v} gives {got}, not {spec.mul(s, v)}")
                cases += 1
    return cases


# ---------------------------------------------------------------------------------------------
# C


def ef_signature(sym: str, shape: EfShape) -> str:
    return f"void {sym}_ef_{shape.name}(uint8_t *a)"


def ef_doc(shape: EfShape) -> str:
    m, n = shape.m, shape.n
    return (f"a ({m} x {n}, one element per byte, row-major, every byte < 16) := its row echelon form with ones on\n"
            f" * the pivots, in constant time, by MAYO's EF (the pivot of column t searched in rows from the pivot row up to\n"
            f" * min({m} - 1, t + {SEARCH_ROWS}), only rows from max(0, t + {m} - {n}) on touched; the columns left of the\n"
            f" * pivot's {CHUNK}-column block are not updated, as in MAYO's avx2 code). a's contents are secret.")


def ct_helpers(P: str) -> list[str]:
    """The constant-time masks the steps share (no branch: arithmetic shifts of differences)."""
    return [
        *opaque_helper(f"{P}ef_opaque", "int", "x",
                       ["/* x, opaque to the optimizer: a public row index is never rewritten in terms of the secret pivot row",
                        " * (which would put the secret into addresses and loop exits) */"]),
        "/* all ones if a == b (a, b >= 0), else 0 */",
        f"static inline uint64_t {P}ef_eq(int a, int b)", "{",
        "    return (uint64_t)((int64_t)((uint64_t)(int64_t)(a ^ b) - 1) >> 63);", "}", "",
        "/* all ones if a > b, else 0 */",
        f"static inline uint64_t {P}ef_gt(int a, int b)", "{",
        "    return (uint64_t)(((int64_t)b - (int64_t)a) >> 63);", "}", "",
        "/* all ones if v != 0 (v < 2^63), else 0 */",
        f"static inline uint64_t {P}ef_nz(uint64_t v)", "{",
        "    return (uint64_t)((int64_t)(0 - v) >> 63);", "}", ""] + clear_helper(P)


def opaque_helper(name: str, ctype: str, var: str, comment: list[str]) -> list[str]:
    """`ctype name(ctype var)`: var returned through an empty asm, so the optimizer cannot see its value
    (ef_opaque: a public row index; ef_hide: a mask of secret bits)."""
    return [*comment, f"static inline {ctype} {name}({ctype} {var})", "{",
            "#if defined(__GNUC__) || defined(__clang__)",
            f"    __asm__(\"\" : \"+r\"({var}));",
            "#endif",
            f"    return {var};", "}", ""]


def clear_helper(P: str) -> list[str]:
    """N_priv_ef_clear: the scratch copies' volatile clear (the ef and gauss kernels)."""
    return [
        "/* clear n bytes (a multiple of 8) of secret scratch by volatile 64-bit stores, which no compiler drops */",
        f"static inline void {P}ef_clear(void *p, size_t n)", "{",
        "    volatile uint64_t *q = (volatile uint64_t *)p;",
        "    for (size_t i = 0; i < n / 8; i++)",
        "        q[i] = 0;", "}", ""]


def byte_table(values: list[int]) -> str:
    return X86Vector(128).bytes128(values)


def lane_consts(spec: LinalgSpec) -> list[str]:
    """LOG, EXP (both lanes alike), 15, and the inverse's log table."""
    log, exp = gf16_log_tables(spec)
    return [f"const __m256i lg = _mm256_broadcastsi128_si256({byte_table(log)});",
            f"const __m256i ex = _mm256_broadcastsi128_si256({byte_table(exp)});",
            "const __m256i f15 = _mm256_set1_epi8(15);"]


def row_addr(plan: EfPlan, r: str) -> str:
    """The scratch address of chunk c0 of row r (base: chunk c0 of row 0)."""
    stride = plan.chunks * CHUNK
    if plan.kind == "lanes":
        return f"base + (size_t)({r} >> 1) * {2 * stride} + (size_t)({r} & 1) * {CHUNK}"
    return f"base + (size_t)({r}) * {stride}"


def chunk_step(plan: EfPlan) -> int:
    """Bytes between chunks c and c + 1 of one row in the scratch copy."""
    return 2 * CHUNK if plan.kind == "lanes" else CHUNK


def step_head(plan: EfPlan, L: int, P: str) -> list[str]:
    """The public bounds of a column step (t, *pivot_row) and its base address."""
    sh = plan.shape
    c0 = plan.chunks - L
    return ["const int pr = *pivot_row; /* secret */",
            f"const int lb = t {'+' if sh.m >= sh.n else '-'} {abs(sh.m - sh.n)} > 0 ? t {'+' if sh.m >= sh.n else '-'} "
            f"{abs(sh.m - sh.n)} : 0; /* public bounds, as MAYO's */",
            f"const int ub = t < {sh.m - 1} ? t : {sh.m - 1};",
            f"const int top = ub + {SEARCH_ROWS} < {sh.m - 1} ? ub + {SEARCH_ROWS} : {sh.m - 1};",
            f"const int b = (t + {plan.offset}) & {CHUNK - 1}; /* the pivot column's byte in chunk {c0} */",
            f"uint8_t *base = w + {c0 * chunk_step(plan)};",
            "int r;"]


def search_lines(plan: EfPlan, L: int, P: str) -> list[str]:
    """The pivot row: XOR of the rows MAYO's masks select (row pr, and the rows after it while the pivot
    is still zero), its pivot element piv, pz = all ones while piv = 0."""
    cs = chunk_step(plan)
    if plan.kind == "lanes":
        acc = [f"__m128i acc{k} = _mm_setzero_si128();" for k in range(L)]
        add = ["    const __m128i mk = _mm_set1_epi64x((long long)inc);"] + [
            f"    acc{k} = _mm_xor_si128(acc{k}, _mm_and_si128(mk, _mm_loadu_si128((const __m128i *)(row + {cs * k}))));"
            for k in range(L)]
    else:
        words = 2 * L
        acc = [f"uint64_t acc[{words}] = {{0}};"]
        add = [f"    for (int k = 0; k < {words}; k++) {{", "        uint64_t x;",
               "        memcpy(&x, row + 8 * k, 8);", "        acc[k] ^= inc & x;", "    }"]
    return acc + ["uint64_t piv = 0, pz = ~(uint64_t)0;", "for (r = lb; r <= top; r++) {",
                  f"    const uint8_t *row = {row_addr(plan, 'r')};",
                  f"    const int ro = {P}ef_opaque(r);",
                  f"    const uint64_t inc = {P}ef_eq(ro, pr) | ({P}ef_gt(ro, pr) & pz);"] + add + [
                  "    piv ^= inc & row[b];", f"    pz = ~{P}ef_nz(piv);", "}"]


def lanes_scale(L: int, spec: LinalgSpec) -> list[str]:
    """p<k> (both lanes) = chunk k of the pivot row times 1/piv, q<k> its 128-bit half."""
    ilog = inverse_log_table(spec)
    lines = [f"const __m128i li = _mm_shuffle_epi8({byte_table(ilog)}, _mm_set1_epi8((char)piv));",
             "const __m128i xi = _mm_adds_epu8(li, _mm256_castsi256_si128(lg));",
             "const __m128i ti = _mm_shuffle_epi8(_mm256_castsi256_si128(ex), "
             "_mm_min_epu8(xi, _mm_sub_epi8(xi, _mm256_castsi256_si128(f15))));"]
    for k in range(L):
        lines += [f"const __m128i q{k} = _mm_shuffle_epi8(ti, acc{k});",
                  f"const __m256i p{k} = _mm256_broadcastsi128_si256(q{k});"]
    return lines


def lanes_eliminate(plan: EfPlan, L: int) -> list[str]:
    """Every pair of rows from lb's: e (each lane's element in the pivot column, 0 unless the row is below
    the pivot row and at or after lb), its table, one shuffle per chunk."""
    stride = 2 * plan.chunks * CHUNK
    v = X86Vector(256)
    lines = ["const __m256i at = _mm256_set1_epi8((char)b);",
             "const __m256i floor_ = _mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1));",
             "__m256i rows = _mm256_add_epi32(_mm256_set1_epi32(2 * (lb >> 1)), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));",
             f"for (r = lb >> 1; r < {plan.pairs}; r++) {{",
             f"    uint8_t *q = base + (size_t)r * {stride};",
             f"    const __m256i d0 = {v.load('q')};",
             "    const __m256i e = _mm256_and_si256(_mm256_shuffle_epi8(d0, at), _mm256_cmpgt_epi32(rows, floor_));",
             "    const __m256i x = _mm256_adds_epu8(_mm256_shuffle_epi8(lg, e), lg);",
             "    const __m256i tab = _mm256_shuffle_epi8(ex, _mm256_min_epu8(x, _mm256_sub_epi8(x, f15)));"]
    for k in range(L):
        src = "d0" if k == 0 else v.load(f"q + {2 * CHUNK * k}")
        lines.append(f"    {v.store(f'q + {2 * CHUNK * k}' if k else 'q', f'_mm256_xor_si256({src}, _mm256_shuffle_epi8(tab, p{k}))')};")
    return lines + ["    rows = _mm256_add_epi32(rows, _mm256_set1_epi32(2));", "}"]


def lanes_write(plan: EfPlan, L: int, P: str) -> list[str]:
    """Row pr := the scaled pivot row if a pivot was found (rows lb..ub by masks)."""
    lines = ["for (r = lb; r <= ub; r++) {", f"    uint8_t *row = {row_addr(plan, 'r')};",
             f"    const __m128i mk = _mm_set1_epi64x((long long)({P}ef_eq({P}ef_opaque(r), pr) & ~pz));"]
    for k in range(L):
        at = f"row + {2 * CHUNK * k}"
        lines.append(f"    _mm_storeu_si128((__m128i *)({at}), "
                     f"_mm_blendv_epi8(_mm_loadu_si128((const __m128i *)({at})), q{k}, mk));")
    return lines + ["}"]


def swar_scale_eliminate(plan: EfPlan, L: int, P: str) -> list[str]:
    """c64: the pivot row's x^b multiples of piv^-1 * row, then rows lb.. below pr get e * row, row pr the row."""
    words = 2 * L
    return [f"uint64_t pv[{words}], xb[4][{words}];",
            f"{P}ef_scale(pv, acc, {P}ef_inverse(piv), {words});",
            f"for (int k = 0; k < {words}; k++) {{",
            "    xb[0][k] = pv[k];",
            f"    for (int j = 1; j < 4; j++) xb[j][k] = {P}ef_mulx(xb[j - 1][k]);", "}",
            f"for (r = lb; r < {plan.shape.m}; r++) {{",
            f"    uint8_t *row = {row_addr(plan, 'r')};",
            f"    const int ro = {P}ef_opaque(r);",
            f"    const uint64_t e = (uint64_t)row[b] & {P}ef_gt(ro, pr);",
            f"    const uint64_t m0 = {P}ef_hide(0 - (e & 1)), m1 = {P}ef_hide(0 - ((e >> 1) & 1));",
            f"    const uint64_t m2 = {P}ef_hide(0 - ((e >> 2) & 1)), m3 = {P}ef_hide(0 - (e >> 3));",
            f"    const uint64_t put = r <= ub ? {P}ef_hide({P}ef_eq(ro, pr) & ~pz) : 0; /* r and ub are public */",
            f"    for (int k = 0; k < {words}; k++) {{",
            "        uint64_t x;", "        memcpy(&x, row + 8 * k, 8);",
            "        x ^= (m0 & xb[0][k]) ^ (m1 & xb[1][k]) ^ (m2 & xb[2][k]) ^ (m3 & xb[3][k]);",
            "        x = (x & ~put) | (pv[k] & put);",
            "        memcpy(row + 8 * k, &x, 8);", "    }", "}"]


def swar_helpers(spec: LinalgSpec, P: str) -> list[str]:
    """x times eight byte-elements, s times a row of words, the inverse p^14."""
    tail = spec.field.tail & 0xF
    return [
        "/* x times each of the eight elements (bytes < 16) of a word */",
        f"static inline uint64_t {P}ef_mulx(uint64_t v)", "{",
        f"    return ((v << 1) & UINT64_C(0x0e0e0e0e0e0e0e0e)) ^ (((v >> 3) & UINT64_C(0x0101010101010101)) * {tail}u);",
        "}", "",
        *opaque_helper(f"{P}ef_hide", "uint64_t", "m",
                       ["/* the mask m, opaque to the optimizer: clang -O2 turned masks of secret bits (m & x) into branches */"]),
        "/* out = s times the elements of in (words), by the x^b multiples the bits of s select */",
        f"static inline void {P}ef_scale(uint64_t *out, const uint64_t *in, uint64_t s, int words)", "{",
        "    for (int k = 0; k < words; k++) {", "        uint64_t x = in[k], y = 0;",
        "        for (int j = 0; j < 4; j++) {", f"            y ^= {P}ef_hide(0 - ((s >> j) & 1)) & x;",
        f"            x = {P}ef_mulx(x);", "        }", "        out[k] = y;", "    }", "}", "",
        "/* 1/p = p^14 (0 for 0) by products of single elements */",
        f"static inline uint64_t {P}ef_inverse(uint64_t p)", "{",
        "    uint64_t p2, p4, p8, r;",
        f"    {P}ef_scale(&p2, &p, p, 1);", f"    {P}ef_scale(&p4, &p2, p2, 1);", f"    {P}ef_scale(&p8, &p4, p4, 1);",
        f"    {P}ef_scale(&r, &p8, p4, 1);", f"    {P}ef_scale(&r, &r, p2, 1);", "    return r & 0xf;", "}", ""]


def step_fn(plan: EfPlan, L: int, spec: LinalgSpec, sym: str, P: str) -> list[str]:
    """The step of one pivot column t with L live chunks (public t; *pivot_row secret)."""
    sh = plan.shape
    body = step_head(plan, L, P) + search_lines(plan, L, P)
    if plan.kind == "lanes":
        body += lane_consts(spec) + lanes_scale(L, spec) + lanes_eliminate(plan, L) + lanes_write(plan, L, P)
    else:
        body += swar_scale_eliminate(plan, L, P)
    body += ["*pivot_row = pr + (int)(~pz & 1);"]
    return ([f"/* ef {sh.name}: pivot column t with the scratch rows' last {L} chunks live */",
             f"static inline void {P}ef_{sh.name}_col{L}(uint8_t *w, int t, int *pivot_row)", "{"]
            + ["    " + ln for ln in body] + ["}", ""])


def copy_lines(plan: EfPlan, into: bool) -> list[str]:
    """a <-> the scratch copy, row by row, chunk by chunk (constant sizes)."""
    sh, off = plan.shape, plan.offset
    out = [f"for (r = 0; r < {sh.m}; r++) {{", f"    uint8_t *row = {row_addr(plan, 'r').replace('base', 'w')};",
           f"    uint8_t *src = a + (size_t)r * {sh.n};"]
    if into and off:  # the leading zeros of the row (its first chunk, then overwritten from column 0 on)
        out.append(f"    memset(row, 0, {CHUNK});")
    for c in range(plan.chunks):
        start = max(0, c * CHUNK - off)            # the first column in chunk c
        dst = f"row + {chunk_step(plan) * c + (off if c == 0 else 0)}"
        size = min(sh.n, (c + 1) * CHUNK - off) - start
        pair = (f"{dst}, src + {start}" if into else f"src + {start}, {dst}")
        out.append(f"    memcpy({pair}, {size});")
    return out + ["}"]


def ef_functions(plan: EfPlan, spec: LinalgSpec, sym: str, P: str, storage: str) -> tuple[list[str], str]:
    """(private helpers, the public function) of one shape."""
    helpers: list[str] = []
    for _, _, L in plan.phases():
        helpers += step_fn(plan, L, spec, sym, P)
    sh = plan.shape
    body = [f"uint8_t w[{plan.scratch_bytes}];",
            "int r, t, pivot_row = 0;"]
    if plan.kind == "lanes" and sh.m % 2:  # the padding row of the last pair: zeros throughout
        body.append(f"for (t = 0; t < {plan.chunks}; t++) memset({row_addr(plan, str(sh.m)).replace('base', 'w')} + "
                    f"t * {chunk_step(plan)}, 0, {CHUNK});")
    body += copy_lines(plan, True)
    for first, end, L in plan.phases():
        body += [f"for (t = {first}; t < {end}; t++)", f"    {P}ef_{plan.shape.name}_col{L}(w, t, &pivot_row);"]
    body += copy_lines(plan, False) + [f"{P}ef_clear(w, sizeof w);", "*(volatile int *)&pivot_row = 0;"]
    fn = (f"/* {ef_doc(plan.shape)} */\n{storage}{ef_signature(sym, plan.shape)}\n{{\n"
          + "\n".join("    " + ln for ln in body) + "\n}\n")
    return helpers, fn


def ef_shared(spec: LinalgSpec, plans: tuple[EfPlan, ...], P: str) -> str:
    """The helpers every shape's steps share."""
    lines = ct_helpers(P)
    if any(p.kind == "swar" for p in plans):
        lines += swar_helpers(spec, P)
    return "\n".join(lines)


__all__ = ["CHUNK", "EfPlan", "KINDS", "SEARCH_ROWS", "clear_helper", "ef_doc", "ef_functions", "ef_shared", "ef_signature",
           "inverse_log_table", "lane_product", "plan_echelon", "prove_echelon", "swar_double",
           "swar_inverse", "swar_product"]
