"""C for the batch kernels (gen.families.batch.design): helpers, family entry points, dispatchers, lane forms."""
from __future__ import annotations

from dataclasses import dataclass

from ...errors import GenError
from ...ir import Program
from ...isa.simd import X86Vector
from ...render import Function
from .design import NEVER, BatchDesign
from .gfni import aes_basis_bodies, gfni_bodies, gfni_helpers


# -- C rendering -------------------------------------------------------------------------------------
@dataclass
class BatchCode:
    """What the kernel templates need: helpers (static), public functions, header extras."""

    helpers: str
    functions: list  # gen.unparse.Function
    macros: list[str]
    header_includes: list[str]
    provenance: list[str]


def render_batch(design: BatchDesign, sym: str, scalar_mul: str) -> BatchCode:
    """C for the batch kernels (helpers are static inline; functions are the public API)."""
    P = f"{sym}_priv_"
    T = f"{sym}_t"
    SYM = sym.upper()
    helpers: list[str] = []
    funcs: list[Function] = []
    F = design.lane_bits
    helpers.append(_bitsliced_helpers(design, P, T))
    if design.lp_width:  # the 128-bit form serves the lane forms, which are GFNI products where it exists
        for width in sorted({design.lp_width} | (set() if design.gfni_width else {128})):
            helpers.append(_lane_helpers(design, P, width))
    if design.tab_width:
        helpers.append(_table_helpers(design, P, T))
    gfb = {}
    if design.gfni_width:
        helpers.append(gfni_helpers(design.embedding, design.field, P, T, sorted({128, design.gfni_width})))
        gfb = gfni_bodies(P, T, design.gfni_width)
    # families
    sig_mul = f"void {sym}_mul_n_{{fam}}({T} *c, const {T} *a, const {T} *b, size_t n)"
    sig_const = f"void {sym}_{{what}}_{{fam}}({T} *c, const {T} *a, {T} k, size_t n)"
    small, csmall = design.small_family, design.const_small_family
    scalar_loop = f"    for (; i < n; i++)\n        c[i] = {scalar_mul}(a[i], b[i]);"
    bodies = {
        "scalar": f"    size_t i = 0;\n{scalar_loop}",
        "bitsliced": (f"    size_t i = 0;\n    for (; i + {design.bs_block} <= n; i += {design.bs_block})\n"
                      f"        {P}bs_mul(c + i, a + i, b + i);\n"
                      + (f"    {sym}_mul_n_{small}(c + i, a + i, b + i, n - i);" if small != "scalar" else scalar_loop)),
    }
    if design.lp_width:
        bodies["clmul"] = (f"    size_t i = 0;\n    for (; i + {design.lp_block} <= n; i += {design.lp_block})\n"
                           f"        {P}lp_store(c + i, {P}lp_mul{design.lp_width}({P}lp_load(a + i), {P}lp_load(b + i)));\n"
                           f"{scalar_loop}")
    if design.gfni_width:
        bodies["gfni"] = gfb["mul_n"]
    for fam in ("scalar", *design.families()["mul_n"]):
        funcs.append(Function(f"mul_n_{fam}", sig_mul.format(fam=fam), bodies[fam],
                              f"c[i] = a[i]*b[i] for i < n by the {fam} family (N_mul_n picks a family by n)."))
    cx = design.crossovers
    macros = [f"#define {SYM}_BITSLICED_BLOCK {design.bs_block}"]
    for fn in ("mul_n", "mul_const"):
        for fam, n0 in cx.from_n[fn].items():
            macros.append(f"#define {SYM}_{fn.upper()}_{fam.upper()}_FROM ((size_t){NEVER if n0 is None else n0})")
    funcs.append(Function("mul_n", f"void {sym}_mul_n({T} *c, const {T} *a, const {T} *b, size_t n)",
                          _dispatch(sym, SYM, "mul_n", list(cx.from_n["mul_n"]), "c, a, b, n"),
                          "c[i] = a[i]*b[i] for i < n. Any alignment; c may be a or b (not another overlap)."))
    for what, add in (("mul_const", False), ("muladd_const", True)):
        op = "^=" if add else "="
        sc = f"    for (; i < n; i++)\n        c[i] {op} {scalar_mul}(a[i], k);"
        cb = {"scalar": f"    size_t i = 0;\n{sc}",
              "bitsliced": (f"    size_t i = 0;\n    {sym}_priv_v kp[{F}];\n    {P}bs_const_planes(kp, k);\n"
                            f"    for (; i + {design.bs_block} <= n; i += {design.bs_block})\n"
                            f"        {P}bs_mul_const(c + i, a + i, kp, {int(add)});\n"
                            + (f"    {sym}_{what}_{csmall}(c + i, a + i, k, n - i);" if csmall != "scalar" else sc))}
        if design.tab_width:
            cb["tables"] = f"    size_t i = {P}tab_{what}(c, a, k, n);\n{sc}"
        if design.gfni_width:
            cb["gfni"] = gfb[what]
        for fam in ("scalar", *design.families()["mul_const"]):
            funcs.append(Function(f"{what}_{fam}", sig_const.format(what=what, fam=fam), cb[fam],
                                  f"c[i] {op} k*a[i] for i < n by the {fam} family."))
        funcs.append(Function(what, f"void {sym}_{what}({T} *c, const {T} *a, {T} k, size_t n)",
                              _dispatch(sym, SYM, "mul_const", list(cx.from_n["mul_const"]), "c, a, k, n", what),
                              f"c[i] {op} k*a[i] for i < n (k secret, n public). Any alignment; c may be a."))
    if design.gfni_width:
        funcs += _aes_basis_functions(design, sym, P, T)
    funcs += _lane_forms(design, sym, P, scalar_mul)
    includes = ["<stddef.h>", "<string.h>"] + (["<immintrin.h>"] if design.lp_width else [])
    return BatchCode("\n".join(helpers), funcs, macros, includes, _provenance(design))


def _aes_basis_functions(design: BatchDesign, sym: str, P: str, T: str) -> list[Function]:
    """N_to_aes_basis, N_from_aes_basis and N_mul_n_aes: products that stay in the AES field's basis across
    a loop, one gf2p8mulb per vector instead of three affines and a multiply."""
    bodies = aes_basis_bodies(P, T, design.gfni_width)
    image = "" if design.field.m == 8 else f" (the image of GF(2^{design.field.m}), a subfield)"
    docs = {"to_aes_basis": f"c[i] = phi(a[i]) for i < n: GF(2^{design.field.m}) mod f into the AES field "
                            f"x^8+x^4+x^3+x+1{image}, one gf2p8affineqb per vector. c may be a.",
            "from_aes_basis": "c[i] = phi^-1(a[i]) for i < n, for a[i] in phi's image: back to the standard basis. "
                              "c may be a.",
            "mul_n_aes": "c[i] = a[i]*b[i] for i < n on phi-images (N_to_aes_basis): the product in the AES field, "
                         "one gf2p8mulb per vector, so phi^-1(c[i]) = phi^-1(a[i]) * phi^-1(b[i]) mod f. c may be a or b."}
    sig = {"to_aes_basis": f"void {sym}_to_aes_basis({T} *c, const {T} *a, size_t n)",
           "from_aes_basis": f"void {sym}_from_aes_basis({T} *c, const {T} *a, size_t n)",
           "mul_n_aes": f"void {sym}_mul_n_aes({T} *c, const {T} *a, const {T} *b, size_t n)"}
    return [Function(name, sig[name], bodies[name], docs[name]) for name in ("to_aes_basis", "from_aes_basis", "mul_n_aes")]


def _dispatch(sym: str, SYM: str, fn: str, fams: list[str], args: str, name: str | None = None) -> str:
    """if/else over the families from the last (largest threshold) down to scalar; n is public."""
    name = name or fn
    lines = []
    for i, fam in enumerate(reversed(fams)):
        lines.append(f"    {'else ' if i else ''}if (n >= {SYM}_{fn.upper()}_{fam.upper()}_FROM)")
        lines.append(f"        {sym}_{name}_{fam}({args});")
    lines += ["    else", f"        {sym}_{name}_scalar({args});"]
    return "\n".join(lines)


def _provenance(d: BatchDesign) -> list[str]:
    lines = ["Batch (--batch): N_mul_n, N_mul_const, N_muladd_const and lane forms; dispatch by n:",
             f"  mul_n: {d.crossovers.describe('mul_n')};",
             f"  mul_const/muladd_const: {d.crossovers.describe('mul_const')}",
             f"  (thresholds: {d.crossovers.source}).",
             f"  bitsliced: {d.bs_block} elements per block ({d.bs_bytes * 8}-bit plane words), product {d.bs.tree},",
             f"    {d.bs.counts()['and']} AND + {d.bs.counts()['xor']} XOR incl. reduction; proved on all "
             f"{d.proofs['bitsliced']} basis pairs (type check + evaluation).",
             ]
    if d.lp_width:
        lines += [f"  clmul: {d.lp_width}-bit carryless multiplies, 2 products per 64x64 multiply (elements in 32-bit lanes),",
                  f"    lane-wise reduction {d.reduce_label} on 32-bit lanes (proved on all {d.proofs['lane reduce']} basis vectors)."]
    if d.tab_width:
        lines.append(f"  tables: {d.tab_width}-bit in-register nibble tables (shuffle_epi8) built from k per call.")
    if d.gfni_width:
        e = d.embedding
        how = ("gf2p8mulb directly (f is the AES polynomial)" if e.identity else
               f"x -> 0x{e.root:02x} (smallest root of f in GF(2^8)/AES): gf2p8affineqb in, gf2p8mulb, gf2p8affineqb back")
        lines += [f"  gfni: {d.gfni_width}-bit; mul_n by {how};",
                  "    mul_const by one gf2p8affineqb with the matrix of k built per call; proved in Python on all "
                  f"{d.proofs['gfni pairs']} pairs and all k.",
                  "    N_to_aes_basis / N_mul_n_aes / N_from_aes_basis keep products in the AES field's basis across a",
                  "    loop (one gf2p8mulb per vector); checked through to, mul, from like the families.",
                  "    Checked on harness_c/gfni_model (the C model of the GFNI instructions) where the host lacks GFNI."]
    lines.append("  Harness: every family on exhaustive pairs (m <= 16) and on basis pairs at every lane position,")
    lines.append("  random n with misaligned pointers, c == a and c == b; mul_const/muladd_const for every k.")
    return lines


# -- bitsliced -------------------------------------------------------------------------------------------
def _transpose_lines(F: int, var: str) -> list[str]:
    """Straight-line in-place transposes of the F x F bit blocks of the F words var[0..F-1]: stage s
    swaps bit p+s of word i with bit p of word i+s (i & s == 0, p & s == 0 within each F-bit field)."""
    lines = []
    s = F // 2
    while s:
        mask = sum(1 << p for p in range(64) if (p % F) & s == 0)
        lines.append(f"    M = ZERO + (uint64_t)0x{mask:016x}ULL;")
        for i in range(F):
            if not i & s:
                j = i + s
                lines.append(f"    t = (({var}[{i}] >> {s}) ^ {var}[{j}]) & M; {var}[{j}] ^= t; {var}[{i}] ^= t << {s};")
        s //= 2
    return lines


def _bitsliced_helpers(d: BatchDesign, P: str, T: str) -> str:
    F, m, sym_v = d.lane_bits, d.field.m, P + "v"
    vt = "uint64_t" if d.bs_bytes == 8 else f"uint64_t __attribute__((vector_size({d.bs_bytes})))"
    out = [f"/* bitsliced plane word: {d.bs_bytes * 8} bits = {d.bs_bytes // 8} lane(s) of 64 elements */",
           f"typedef {vt} {sym_v};", "",
           f"static inline void {P}bs_transpose({sym_v} x[{F}])", "{",
           f"    const {sym_v} ZERO = {{0}};" if d.bs_bytes > 8 else f"    const {sym_v} ZERO = 0;",
           f"    {sym_v} t, M;"]
    out += _transpose_lines(F, "x")
    out += ["}", "",
            f"/* c = a*b mod f on bit planes ({d.bs.tree}); c may be a or b */",
            f"static inline void {P}bs_product({sym_v} c[{F}], const {sym_v} *a, const {sym_v} *b)", "{"]
    out += [f"    const {sym_v} a{i} = a[{i}], b{i} = b[{i}];" for i in range(m)]
    out += [f"    const {sym_v} {dst} = {x} {'&' if op == 'and' else '^'} {y};" for dst, op, x, y in d.bs.stmts]
    zero = "{0}" if d.bs_bytes > 8 else "0"
    if m < F or None in d.bs.outputs:
        out += [f"    const {sym_v} z = {zero};"]
    out += [f"    c[{i}] = {d.bs.outputs[i] or 'z'};" if i < m else f"    c[{i}] = z;" for i in range(F)]
    out += ["}", "",
            f"static inline void {P}bs_mul({T} *c, const {T} *a, const {T} *b)", "{",
            f"    {sym_v} x[{F}], y[{F}];",
            "    memcpy(x, a, sizeof x);", "    memcpy(y, b, sizeof y);",
            f"    {P}bs_transpose(x);", f"    {P}bs_transpose(y);", f"    {P}bs_product(x, x, y);",
            f"    {P}bs_transpose(x);", "    memcpy(c, x, sizeof x);", "}", "",
            "/* the planes of a constant: plane j is all ones where bit j of k is set */",
            f"static inline void {P}bs_const_planes({sym_v} kp[{F}], {T} k)", "{",
            f"    const {sym_v} ZERO = {zero};"]
    out += [f"    kp[{j}] = ZERO - (uint64_t)((k >> {j}) & 1u);" for j in range(F)]
    out += ["}", "",
            f"static inline void {P}bs_mul_const({T} *c, const {T} *a, const {sym_v} kp[{F}], int add)", "{",
            f"    {sym_v} x[{F}], y[{F}];", "    int j;",
            "    memcpy(x, a, sizeof x);", f"    {P}bs_transpose(x);", f"    {P}bs_product(x, x, kp);",
            f"    {P}bs_transpose(x);",
            "    if (add) {  /* public flag */", "        memcpy(y, c, sizeof y);",
            f"        for (j = 0; j < {F}; j++)", "            x[j] ^= y[j];", "    }",
            "    memcpy(c, x, sizeof x);", "}", ""]
    return "\n".join(out)


# -- lane-packed clmul ----------------------------------------------------------------------------------------
def _lane_reduce_lines(prog: Program, s: X86Vector, inp: str) -> tuple[list[str], str]:
    lines, names = [], {}
    result = None
    for i, op in enumerate(prog.ops):
        k, a = op.kind, [names.get(x) for x in op.args]
        if k == "zero":
            names[i] = s.zero()
            continue
        if k == "load":
            names[i] = inp
            continue
        if k == "xor":
            e = s.xor(a[0], a[1])
        elif k == "shl":
            e = s.f("slli_epi32", a[0], str(op.imm[0]))
        elif k == "shr":
            e = s.f("srli_epi32", a[0], str(op.imm[0]))
        elif k == "and":
            e = s.and_(a[0], s.f("set1_epi32", f"0x{op.imm[0]:x}"))
        else:
            raise GenError(f"lane reduction: unexpected op {k}")
        names[i] = f"r{i}"
        lines.append(f"    const {s.T} r{i} = {e};")
    for dst, idx, v in prog.outputs:
        if dst == "r" and idx == 0:
            result = names[v]
    return lines, result


def _lane_helpers(d: BatchDesign, P: str, width: int) -> str:
    """lp_core<w> (products of 32-bit lanes) and lp_mul<w> (products of 8/16-bit lanes) at one width;
    lp_load/lp_store at the width mul_n uses."""
    s = X86Vector(width)
    w = width
    red, res = _lane_reduce_lines(d.reduce_prog, s, "v")
    z = s.zero()
    out = [f"/* {w // 32} products of elements in 32-bit lanes: qword (a0 | a1 << 32) times (b0 | b1 << 32)",
           " * has a0*b0 at bit 0 and a1*b1 at bit 64, the cross terms at 32..62; then a lane-wise reduction. */",
           f"static inline {s.T} {P}lp_core{w}({s.T} x, {s.T} y)", "{",
           f"    const {s.T} p0 = {s.clmul}(x, y, 0x00);",
           f"    const {s.T} p1 = {s.clmul}(x, y, 0x11);",
           f"    const {s.T} v = {s.dword_shuffle_0213(s.blend_odd_dwords('p0', s.f('slli_epi64', 'p1', '32')))};",
           *red, f"    return {res};", "}", ""]
    if d.lane_bits == 16:
        core = f"{P}lp_core{w}"
        lo, hi = (f"{core}({s.f(f'unpack{h}_epi16', 'a', 'z')}, {s.f(f'unpack{h}_epi16', 'b', 'z')})" for h in ("lo", "hi"))
        out += [f"/* {w // 16} products of 16-bit lanes */",
                f"static inline {s.T} {P}lp_mul{w}({s.T} a, {s.T} b)", "{", f"    const {s.T} z = {z};",
                f"    return {s.f('packus_epi32', lo, hi)};",
                "}", ""]
    else:
        def half(x: str, y: str) -> str:
            return s.f("packus_epi32", f"{P}lp_core{w}({s.f('unpacklo_epi16', x, 'z')}, {s.f('unpacklo_epi16', y, 'z')})",
                       f"{P}lp_core{w}({s.f('unpackhi_epi16', x, 'z')}, {s.f('unpackhi_epi16', y, 'z')})")
        out += [f"/* {w // 8} products of 8-bit lanes */",
                f"static inline {s.T} {P}lp_mul{w}({s.T} a, {s.T} b)", "{", f"    const {s.T} z = {z};",
                f"    const {s.T} a0 = {s.f('unpacklo_epi8', 'a', 'z')}, a1 = {s.f('unpackhi_epi8', 'a', 'z')};",
                f"    const {s.T} b0 = {s.f('unpacklo_epi8', 'b', 'z')}, b1 = {s.f('unpackhi_epi8', 'b', 'z')};",
                f"    return {s.f('packus_epi16', half('a0', 'b0'), half('a1', 'b1'))};", "}", ""]
    if w == d.lp_width:
        out += [f"static inline {s.T} {P}lp_load(const void *p) {{ return {s.load('p')}; }}",
                f"static inline void {P}lp_store(void *p, {s.T} v) {{ {s.store('p', 'v')}; }}", ""]
    return "\n".join(out)


# -- nibble tables ------------------------------------------------------------------------------------------
def _table_helpers(d: BatchDesign, P: str, T: str) -> str:
    s = X86Vector(d.tab_width)
    m, F = d.field.m, d.lane_bits
    nn = -(-m // 4)
    tail = d.field.tail
    out = [f"/* k*x^i mod f for i < {4 * nn} (zero from i = m), by shifts and masks (no branch on k) */",
           f"static inline void {P}tab_basis({T} e[{4 * nn}], {T} k)", "{", f"    {T} v = k;"]
    for i in range(4 * nn):
        if i < m:
            out.append(f"    e[{i}] = v;")
            if i + 1 < m:
                out.append(f"    v = ({T})((({T})(v << 1) & 0x{(1 << m) - 1:x}u) ^ "
                           f"(({T})(0u - ((v >> {m - 1}) & 1u)) & 0x{tail:x}u));")
        else:
            out.append(f"    e[{i}] = 0;")
    out += ["}", "",
            "/* nibble tables in registers: byte x of lo[j] / hi[j] = low / high byte of k * (x << 4j) mod f;",
            " * lane x of the masks below is all ones where bit i of x is set (public constants) */",
            f"static inline void {P}tab_build(__m128i lo[{nn}], __m128i hi[{nn}], {T} k)", "{",
            f"    {T} e[{4 * nn}];", f"    {P}tab_basis(e, k);"]
    for i in range(4):
        for half in range(2):
            lanes = ", ".join("-1" if (x >> i) & 1 else "0" for x in range(8 * half, 8 * half + 8))
            out.append(f"    const __m128i m{i}{half} = _mm_setr_epi16({lanes});")
    for j in range(nn):
        terms = [i for i in range(4) if 4 * j + i < m]
        for half in range(2):
            acc = None
            for i in terms:
                e = f"_mm_and_si128(m{i}{half}, _mm_set1_epi16((short)e[{4 * j + i}]))"
                acc = e if acc is None else f"_mm_xor_si128({acc}, {e})"
            out.append(f"    const __m128i t{j}{half} = {acc};")
        if F == 16:
            out += [f"    lo[{j}] = _mm_packus_epi16(_mm_and_si128(t{j}0, _mm_set1_epi16(0xff)), "
                    f"_mm_and_si128(t{j}1, _mm_set1_epi16(0xff)));",
                    f"    hi[{j}] = _mm_packus_epi16(_mm_srli_epi16(t{j}0, 8), _mm_srli_epi16(t{j}1, 8));"]
        else:
            out += [f"    lo[{j}] = _mm_packus_epi16(t{j}0, t{j}1);", f"    hi[{j}] = _mm_setzero_si128();"]
    out += ["}", ""]
    step = 2 * d.tab_width // 16 if F == 16 else d.tab_width // 8
    for what, add in (("mul_const", False), ("muladd_const", True)):
        out += [f"/* c[i] {'^=' if add else '='} k*a[i] for the first multiple of {step} elements; returns how many */",
                f"static inline size_t {P}tab_{what}({T} *c, const {T} *a, {T} k, size_t n)", "{",
                f"    __m128i lo[{nn}], hi[{nn}];", "    size_t i = 0;",
                f"    {P}tab_build(lo, hi, k);",
                f"    const {s.T} nib = {s.f('set1_epi8', '0x0f')};"]
        out += [f"    const {s.T} L{j} = {s.broadcast128(f'lo[{j}]')}"
                + (f", H{j} = {s.broadcast128(f'hi[{j}]')};" if F == 16 else ";") for j in range(nn)]
        out += [f"    for (; i + {step} <= n; i += {step}) {{"]
        if F == 8:
            terms = [(0, "n0")] + ([(1, "n1")] if m > 4 else [])
            out += [f"        const {s.T} x = {s.load('a + i')};",
                    f"        const {s.T} n0 = {s.and_('x', 'nib')};"]
            if m > 4:
                out.append(f"        const {s.T} n1 = {s.and_(s.f('srli_epi16', 'x', '4'), 'nib')};")
            acc = None
            for j, nv in terms:
                e = s.f("shuffle_epi8", f"L{j}", nv)
                acc = e if acc is None else s.xor(acc, e)
            if add:
                acc = s.xor(acc, s.load("c + i"))
            out += [f"        {s.store('c + i', acc)};", "    }"]
        else:
            half = d.tab_width // 16
            out += [f"        const {s.T} x0 = {s.load('a + i')}, x1 = {s.load(f'a + i + {half}')};",
                    f"        const {s.T} lm = {s.f('set1_epi16', '0x00ff')};",
                    f"        const {s.T} Lb = {s.f('packus_epi16', s.and_('x0', 'lm'), s.and_('x1', 'lm'))};",
                    f"        const {s.T} Hb = {s.f('packus_epi16', s.f('srli_epi16', 'x0', '8'), s.f('srli_epi16', 'x1', '8'))};"]
            nibs = [("Lb", False), ("Lb", True), ("Hb", False), ("Hb", True)][:nn]
            for j, (src, high) in enumerate(nibs):
                v = s.f("srli_epi16", src, "4") if high else src
                out.append(f"        const {s.T} n{j} = {s.and_(v, 'nib')};")
            ol = oh = None
            for j in range(nn):
                el, eh = s.f("shuffle_epi8", f"L{j}", f"n{j}"), s.f("shuffle_epi8", f"H{j}", f"n{j}")
                ol = el if ol is None else s.xor(ol, el)
                oh = eh if oh is None else s.xor(oh, eh)
            out += [f"        const {s.T} ol = {ol};", f"        const {s.T} oh = {oh};"]
            y0, y1 = s.f("unpacklo_epi8", "ol", "oh"), s.f("unpackhi_epi8", "ol", "oh")
            if add:
                y0, y1 = s.xor(y0, s.load("c + i")), s.xor(y1, s.load(f"c + i + {half}"))
            out += [f"        {s.store('c + i', y0)};", f"        {s.store(f'c + i + {half}', y1)};", "    }"]
        out += ["    return i;", "}", ""]
    return "\n".join(out)


# -- lane forms ---------------------------------------------------------------------------------------------
def _lane_forms(d: BatchDesign, sym: str, P: str, scalar_mul: str) -> list:
    F = d.lane_bits
    T = f"{sym}_t"
    k64 = 64 // F
    out = []
    mask = (1 << F) - 1
    core = "gf_mul" if d.gfni_width else "lp_mul"  # GFNI products where the family exists
    if d.lp_width:
        body = (f"    const __m128i r = {P}{core}128(_mm_cvtsi64_si128((long long)a), _mm_cvtsi64_si128((long long)b));\n"
                f"    return (uint64_t)_mm_cvtsi128_si64(r);")
    else:
        parts = [f"((uint64_t){scalar_mul}(({T})(a >> {F * i} & 0x{mask:x}u), ({T})(b >> {F * i} & 0x{mask:x}u)) << {F * i})"
                 for i in range(k64)]
        body = "    return " + "\n        | ".join(parts) + ";"
    out.append(Function(f"mul_x{k64}", f"uint64_t {sym}_mul_x{k64}(uint64_t a, uint64_t b)", body,
                        f"{k64} products at once: lane i = bits {F}i..{F}i+{F - 1} of a and b (reduced elements)."))
    if d.lp_width:
        for width in sorted({128, d.lp_width}):
            s = X86Vector(width)
            k = width // F
            call = f"{P}{core}{width}(a, b)"
            out.append(Function(f"mul_x{k}", f"{s.T} {sym}_mul_x{k}({s.T} a, {s.T} b)", f"    return {call};",
                                f"{k} products at once, one per {F}-bit lane of a and b (reduced elements)."))
    return out
