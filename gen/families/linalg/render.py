"""C for linalg kernels: N_axpy, N_axpy2 and N_ec_encode from a method's printers (gen.families.linalg.method),
files from the templates (layout, API and provenance only)."""
from __future__ import annotations

from dataclasses import replace

from ... import __version__
from ...isa import Target
from ...isa.simd import vector
from ...render import render_files
from .gemm import (GemmPlan, gemm_doc, gemm_functions, gemm_signature, logs_helper, prepare_doc, prepare_signature,
                   prepared_doc, prepared_signature, range_doc, range_signature, table_macro, align_macro)
from .echelon import EfPlan, ef_doc, ef_functions, ef_shared, ef_signature
from .gauss import GaussPlan, gauss_doc, gauss_functions, gauss_shared, gauss_signature
from .method import Method, basis_c
from .prove import LinalgProof
from .spec import LinalgSpec

INLINE_MADDS = 4096  # gemm shapes up to this many multiply-adds also get a static inline form in the header
# the header-only form's big kernels (gemm shapes above INLINE_MADDS, their prepared forms, ef): kept out of line,
# since inlined into their callers they multiply the callers' code for no gain (each call does thousands of
# multiply-adds). MAYO-1's verification with them inlined was 54 KB of code, beyond the 32 KB L1I, and 0.93x
# MAYO's avx2 code's speed; out of line, 1.01x (Zen 3, integrations/liboqs_mayo.py)
OUT_OF_LINE = "static __attribute__((noinline, unused)) "

# the public API: kernel -> (C signature with {N} for the name, comment)
API = {
    "axpy": ("void {N}_axpy(uint8_t *y, const uint8_t *x, uint8_t s, size_t len)",
             "y ^= s*x over len bytes. y may equal x (no other overlap); any alignment; len public."),
    "axpy2": ("void {N}_axpy2(uint8_t *y, const uint8_t *x0, uint8_t s0, const uint8_t *x1, uint8_t s1, size_t len)",
              "y ^= s0*x0 + s1*x1 over len bytes (one pass over y). y may equal x0 or x1 (no other overlap)."),
    "ec_encode": ("void {N}_ec_encode(size_t len, size_t k, size_t p, const uint8_t *coding, uint8_t *const *data, "
                  "uint8_t *const *parity)",
                  "parity[j] = sum over l < k of coding[j*k + l] * data[l], for j < p, over len bytes each\n"
                  " * (ISA-L's ec_encode_data with the p x k coding matrix itself, row-major, instead of its tables).\n"
                  " * k >= 1; data is only read; parity buffers must not overlap data or each other; len, k, p public."),
}


def vector_step(meth: Method, srcs: list[str], y_load: str, y_store: str, tag: str) -> list[str]:
    """One vector of y ^= sum_j c_j * src_j (coefficients in registers c<j>_)."""
    lines, acc = [], f"y{tag}"
    for j, src in enumerate(srcs):
        lines.append(f"const {meth.vt} x{j}{tag} = {meth.load(src)};")
        lines += meth.split(f"x{j}{tag}", f"n{j}{tag}_")
    expr = meth.load(y_load)
    data = [f"n{j}{tag}_" if meth.split("x", "n") else f"x{j}{tag}" for j in range(len(srcs))]
    j = 0
    while j < len(srcs):
        if meth.j_step == 2 and j + 1 < len(srcs):  # two products into y with one instruction
            expr = meth.madd2(expr, data[j], f"c{j}_", data[j + 1], f"c{j + 1}_")
            j += 2
        else:
            expr = meth.madd(expr, data[j], f"c{j}_")
            j += 1
    lines.append(f"const {meth.vt} {acc} = {expr};")
    lines.append(f"{meth.store(y_store, acc)};")
    return lines


def block(lines: list[str], indent: str = "    ") -> list[str]:
    return [indent + ln for ln in lines]


def axpy_body(meth: Method, srcs: list[str], scalars: list[str]) -> list[str]:
    """y ^= sum_j s_j * x_j: coefficients in registers, two vectors per step, then one, then the tail
    (len public) in place under a byte mask where the method has them (AVX-512BW), else through
    zero-padded buffers."""
    vb, cw = meth.vb, meth.coef_words
    lines = [f"{meth.coef_type} " + ", ".join(f"t{j}[{cw}]" for j in range(len(srcs))) + ";"]
    lines += [meth.coef_build(f"t{j}", s) for j, s in enumerate(scalars)]
    lines += meth.consts()
    for j in range(len(srcs)):
        lines += meth.coef_regs(f"t{j}", f"c{j}_")
    lines.append("size_t i = 0;")
    lines.append(f"for (; i + {2 * vb} <= len; i += {2 * vb}) {{")
    for u in range(2):
        off = f"i + {u * vb}" if u else "i"
        lines += block(vector_step(meth, [f"{x} + {off}" for x in srcs], f"y + {off}", f"y + {off}", f"{u}"))
    lines += ["}", f"for (; i + {vb} <= len; i += {vb}) {{"]
    lines += block(vector_step(meth, [f"{x} + i" for x in srcs], "y + i", "y + i", "0"))
    lines.append("}")
    masked = meth.under_mask("k")
    if masked is not None:
        lines += ["if (i < len) { /* the tail in place under a byte mask (masked-off bytes are neither read nor "
                  "written): len is public */",
                  f"    const __mmask{vb} k = (__mmask{vb})(~0ULL >> (64 - (len - i)));  /* len - i < {vb} */"]
        lines += block(vector_step(masked, [f"{x} + i" for x in srcs], "y + i", "y + i", "t"))
        return lines + ["}"]
    lines += ["if (i < len) { /* the tail, through zero-padded buffers: len is public */",
              "    " + "uint8_t " + ", ".join(f"b{j}[{vb}] = {{0}}" for j in range(len(srcs))) + f", yb[{vb}] = {{0}};"]
    lines += [f"    memcpy(b{j}, {x} + i, len - i);" for j, x in enumerate(srcs)]
    lines.append("    memcpy(yb, y + i, len - i);")
    lines += block(vector_step(meth, [f"b{j}" for j in range(len(srcs))], "yb", "yb", "t"))
    lines += ["    memcpy(y + i, yb, len - i);", "}"]
    return lines


def group_sizes(meth: Method) -> list[int]:
    """The parity-row group sizes ec_encode uses: group_max, then the binary digits of the rest."""
    out, g = [], meth.group_max
    while g:
        out.append(g)
        g //= 2
    return out


def ec_group_fn(meth: Method, G: int, storage: str) -> list[str]:
    """N_priv_ec_group<G>: G parity rows over len bytes (a multiple of the vector), accumulated in registers."""
    P, cw, vb = meth.P, meth.coef_words, meth.vb
    acc = [f"a{g}" for g in range(G)]
    lines = [f"/* par[g] (first: =, else ^=) sum over l < ns of coefficient (l, g) * d[l], g < {G}, len a multiple of {vb} */",
             f"{storage}void {P}ec_group{G}(size_t len, size_t ns, const {meth.coef_type} *tab, uint8_t *const *d, "
             f"uint8_t *const *par, int first)", "{"]
    lines += block(meth.consts())
    lines += ["    size_t i, l;", f"    for (i = 0; i < len; i += {vb}) {{", f"        {meth.vt} {', '.join(acc)};",
              "        if (first) {"]
    lines += [f"            {a} = {meth.zero()};" for a in acc]
    lines += ["        } else {"]
    lines += [f"            {a} = {meth.load(f'par[{g}] + i')};" for g, a in enumerate(acc)]
    lines += ["        }"]
    split = meth.split("x", "n_")
    if meth.j_step == 2 and not split:  # two sources per step: both products into a row with one instruction
        lines += ["        for (l = 0; l + 1 < ns; l += 2) {",
                  f"            const {meth.coef_type} *t = tab + {cw * G} * l, *u = t + {cw * G};",
                  f"            const {meth.vt} x = {meth.load('d[l] + i')}, w = {meth.load('d[l + 1] + i')};"]
        for g, a in enumerate(acc):
            lines += block(meth.coef_regs(f"(t + {cw * g})", f"c{g}_") + meth.coef_regs(f"(u + {cw * g})", f"e{g}_"),
                           " " * 12)
            lines.append(f"            {a} = {meth.madd2(a, 'x', f'c{g}_', 'w', f'e{g}_')};")
        lines += ["        }", "        for (; l < ns; l++) {"]
    else:
        lines += ["        for (l = 0; l < ns; l++) {"]
    lines += [f"            const {meth.coef_type} *t = tab + {cw * G} * l;",
              f"            const {meth.vt} x = {meth.load('d[l] + i')};"]
    lines += block(split, " " * 12)
    for g, a in enumerate(acc):
        lines += block(meth.coef_regs(f"(t + {cw * g})", f"c{g}_"), " " * 12)
        lines.append(f"            {a} = {meth.madd(a, 'n_' if split else 'x', f'c{g}_')};")
    lines += ["        }"]
    lines += [f"        {meth.store(f'par[{g}] + i', a)};" for g, a in enumerate(acc)]
    return lines + ["    }", "}", ""]


def ec_rows_fn(meth: Method, G: int, storage: str) -> list[str]:
    """N_priv_ec_rows<G>: G parity rows over any len: coefficients of up to sources_max sources at a time,
    whole vectors, then the tail through zero-padded buffers."""
    P, cw, vb, S, B = meth.P, meth.coef_words, meth.vb, meth.sources_max, meth.coef_batch
    lines = [f"/* parity rows 0..{G - 1} of the coding rows given (coding: {G} rows of k) */",
             f"{storage}void {P}ec_rows{G}(size_t len, size_t k, const uint8_t *coding, uint8_t *const *data, "
             f"uint8_t *const *parity)", "{",
             f"    {meth.coef_type} tab[{cw * G * S}];",
             f"    uint8_t dpad[{S}][{vb}], ppad[{G}][{vb}];",
             f"    uint8_t *dp[{S}], *pp[{G}];",
             f"    const size_t rest = len % {vb}, full = len - rest;",
             "    size_t l0, l, g;",
             *([f"    uint8_t sc[{G * S}] = {{0}}; /* the scalars in the order of tab */"] if B else []),
             f"    for (l0 = 0; l0 < k; l0 += {S}) {{",
             f"        const size_t ns = k - l0 < {S} ? k - l0 : {S};",
             "        for (l = 0; l < ns; l++)",
             f"            for (g = 0; g < {G}; g++)",
             (f"                sc[{G} * l + g] = coding[g * k + l0 + l];" if B else
              f"                {meth.coef_build(f'tab + {cw} * ({G} * l + g)', 'coding[g * k + l0 + l]')}"),
             *([f"        for (l = 0; l < {G} * ns; l += {B}) /* {G * S} is a multiple of {B}: within tab and sc */",
                f"            {meth.coefs_build('tab + l', 'sc + l')}"] if B else []),
             f"        {P}ec_group{G}(full, ns, tab, data + l0, parity, l0 == 0);",
             "        if (rest) { /* the tail, through zero-padded buffers: len is public */",
             "            for (l = 0; l < ns; l++) {",
             f"                memset(dpad[l], 0, {vb});",
             "                memcpy(dpad[l], data[l0 + l] + full, rest);",
             "                dp[l] = dpad[l];",
             "            }",
             f"            for (g = 0; g < {G}; g++) {{",
             f"                memset(ppad[g], 0, {vb});",
             "                if (l0)",
             "                    memcpy(ppad[g], parity[g] + full, rest);",
             "                pp[g] = ppad[g];",
             "            }",
             f"            {P}ec_group{G}({vb}, ns, tab, dp, pp, l0 == 0);",
             f"            for (g = 0; g < {G}; g++)",
             "                memcpy(parity[g] + full, ppad[g], rest);",
             "        }", "    }", "}", ""]
    return lines


def ec_body(meth: Method) -> list[str]:
    """Groups of group_max parity rows, then the binary digits of the rest (no jump table)."""
    sizes = group_sizes(meth)
    P, top = meth.P, sizes[0]
    lines = ["size_t j = 0;", f"for (; j + {top} <= p; j += {top})",
             f"    {P}ec_rows{top}(len, k, coding + j * k, data, parity + j);"]
    for g in sizes[1:]:
        lines += [f"if ((p - j) & {g}) {{", f"    {P}ec_rows{g}(len, k, coding + j * k, data, parity + j);",
                  f"    j += {g};", "}"]
    return lines


def coef_names(meth: Method, users: list[Method]) -> dict[tuple[type, int], str]:
    """The name of each coefficient helper (N_priv_<name>) the users of one kernel need, by (method type,
    bits): "coef" for those whose helper is the kernel's own method's, coef_<method>_<bits> for the
    others (a gemm shape may take another method than axpy, e.g. 128-bit shuffles beside GFNI)."""
    own = replace(meth, P="").helpers()
    distinct = {(type(u), u.bits): u for u in [meth, *users]}
    return {key: "coef" if replace(u, P="").helpers() == own else f"coef_{u.name}_{u.bits}" for key, u in distinct.items()}


def functions(spec: LinalgSpec, meth: Method, sym: str, header_only: bool,
              plans: tuple[GemmPlan, ...] = (), prepared: tuple[GemmPlan, ...] = (),
              efs: tuple[EfPlan, ...] = (), gausses: tuple[GaussPlan, ...] = ()) -> tuple[str, list[str], str]:
    """(helpers, public functions, the header's inline section) of the kernel as C text (header-only: every
    function static, the small ones inline, the big ones OUT_OF_LINE). Small gemm shapes (INLINE_MADDS) also get
    N_gemm_<name>_inline, static inline in the header with the helpers it needs; the .c's N_gemm_<name> calls it. `prepared`: the plans of
    N_gemm_<name>_prepare / _prepared / _prepared_range."""
    storage = "static inline " if header_only else ""
    big = OUT_OF_LINE if header_only else ""
    plain = [k for k in spec.kernels if k != "gemm"]
    coef_users = ([meth] * bool(plain) + [p.method for p in plans if p.method.gemm_tables == "coef"]
                  + [p.method for p in prepared])
    shared: list[str] = []
    names = coef_names(meth, coef_users)

    def printing(m: Method) -> Method:
        """m as this kernel prints it: its private prefix and its coefficient helper's name."""
        return replace(m, P=meth.P, coef_name=names.get((type(m), m.bits), "coef"))

    for user in {(type(u), u.bits): u for u in coef_users}.values():
        printer = printing(user)
        if printer.uses_basis and basis_c(spec, meth.P) not in shared:
            shared.append(basis_c(spec, meth.P))
        if printer.helpers() not in shared:
            shared.append(printer.helpers())
    if any(p.method.gemm_tables in ("log", "pair") for p in plans + prepared):
        shared.append(logs_helper(spec, meth.P, meth.lookup))
    inline = [p for p in plans if p.shape.madds <= INLINE_MADDS]
    helpers: list[str] = [] if inline and not header_only else list(shared)
    header: list[str] = list(shared) if inline and not header_only else []
    if "ec_encode" in spec.kernels:
        if meth.coef_batch:
            helpers.append(printing(meth).batch_helper())
        for g in group_sizes(meth):
            helpers += ec_group_fn(meth, g, storage or "static ") + ec_rows_fn(meth, g, storage or "static ")
    bodies = {"axpy": axpy_body(meth, ["x"], ["s"]),
              "axpy2": axpy_body(meth, ["x0", "x1"], ["s0", "s1"])}
    if "ec_encode" in spec.kernels:
        bodies["ec_encode"] = ec_body(meth)
    public = []
    for name in plain:
        sig, doc = API[name]
        public.append(f"/* {doc} */\n{storage}{sig.format(N=sym)}\n{{\n" + "\n".join(block(bodies[name])) + "\n}\n")
    for plan in plans:
        plan = replace(plan, method=printing(plan.method))
        if plan.shape in [p.shape for p in inline]:
            private, fn = gemm_functions(plan, spec, sym, meth.P, "static inline ", suffix="_inline")
            (helpers if header_only else header).extend(private + [fn])
            call = f"{sym}_gemm_{plan.shape.name}_inline(c, a, b);"
            public.append(f"/* {gemm_doc(spec, plan.shape)} */\n{storage}{gemm_signature(sym, plan.shape)}\n{{\n"
                          f"    {call}\n}}\n")
        else:
            private, fn = gemm_functions(plan, spec, sym, meth.P, big)
            helpers += private
            public.append(fn)
    for plan in prepared:
        plan = replace(plan, method=printing(plan.method))
        private, fn = gemm_functions(plan, spec, sym, meth.P, big)
        helpers += private[:-2]
        public += [private[-2], private[-1], fn]  # N_gemm_<name>_prepare, _prepared_range, then _prepared
    if efs:
        helpers.append(ef_shared(spec, efs, meth.P))
    for ef in efs:
        private, fn = ef_functions(ef, spec, sym, meth.P, big)
        helpers += private
        public.append(fn)
    if gausses:
        helpers.append(gauss_shared(spec, gausses, meth.P, clear=not efs))
    for plan in gausses:
        private, fn = gauss_functions(plan, spec, sym, meth.P, big)
        helpers += private
        public.append(fn)
    return "\n".join(helpers), public, "\n".join(header)


def declarations(spec: LinalgSpec, sym: str, plans: tuple[GemmPlan, ...],
                 prepared: tuple[GemmPlan, ...] = (), efs: tuple[EfPlan, ...] = (),
                 gausses: tuple[GaussPlan, ...] = ()) -> list[str]:
    """The header's prototypes with their comments (and the prepared tables' sizes)."""
    out = [f"/* {API[k][1]} */\n{API[k][0].format(N=sym)};" for k in spec.kernels if k != "gemm"]
    out += [f"/* {gemm_doc(spec, p.shape)} */\n{gemm_signature(sym, p.shape)};" for p in plans]
    out += [align_macro(sym)] if prepared else []
    for p in prepared:
        out += [f"/* bytes of the prepared tables of gemm {p.shape.name} */\n#define {table_macro(sym, p.shape)} {p.table_bytes}",
                f"/* {prepare_doc(spec, p, sym)} */\n{prepare_signature(sym, p.shape)};",
                f"/* {prepared_doc(spec, p, sym)} */\n{prepared_signature(sym, p.shape)};",
                f"/* {range_doc(spec, p, sym)} */\n{range_signature(sym, p.shape)};"]
    out += [f"/* {ef_doc(e.shape)} */\n{ef_signature(sym, e.shape)};" for e in efs]
    out += [f"/* {gauss_doc(spec, g.shape)} */\n{gauss_signature(sym, g.shape)};" for g in gausses]
    return out


def predicted_madds_per_tick(meth: Method, figures: dict[str, float]) -> float:
    """Multiply-adds per tick of ec_encode's inner loop: elements per vector over the busiest class's cycles."""
    cycles = max(n * figures[k] for k, n in meth.counts().items())
    return meth.vb * meth.spec.per_byte / cycles


def render_linalg(spec: LinalgSpec, meth: Method, target: Target, sym: str, proof: LinalgProof, *, header_only: bool,
                  command: str, used_in: str, harness_planned: bool, predicted: float,
                  plans: tuple[GemmPlan, ...] = (), prepared: tuple[GemmPlan, ...] = (),
                  efs: tuple[EfPlan, ...] = (), gausses: tuple[GaussPlan, ...] = ()) -> dict[str, str]:
    """File name -> content (deterministic)."""
    meth = replace(meth, P=f"{sym}_priv_")
    helpers, public, inline = functions(spec, meth, sym, header_only, plans, prepared, efs, gausses)
    includes = ["<string.h>"] + ([vector(target, 128).header] if target.simd else [])
    ctx = dict(
        sym=sym, SYM=sym.upper(), m=spec.m, per_byte=spec.per_byte, field_text=spec.field.text,
        field_hex=spec.field.hex, used_in=used_in, isa=target.name, isa_description=target.description,
        cflags=" ".join(target.cflags), plan=meth.describe(), proof=str(proof), harness_planned=harness_planned,
        harness_how=target.checked_with(), version=__version__, command=command, guard=f"{sym.upper()}_H",
        guard_macros=list(target.guard_macros), header_only=header_only, includes=includes, helpers=helpers,
        functions=public, declarations=declarations(spec, sym, plans, prepared, efs, gausses),
        kernels=", ".join(k for k in spec.kernels if k != "gemm"), predicted=f"{predicted:.0f}", group_max=meth.group_max,
        sources_max=meth.sources_max, plain="ec_encode" in spec.kernels or "axpy" in spec.kernels or "axpy2" in spec.kernels,
        gemm_plans=[p.describe() for p in plans + prepared],
        ef_plans=[e.describe() for e in efs], gauss_plans=[g.describe() for g in gausses],
        ef_names=", ".join(f"ef {e.shape.name}" for e in efs), gauss_names=", ".join(f"gauss {g.shape.name}" for g in gausses),
        gemm_names=", ".join(f"gemm {p.shape.name}" for p in plans),
        inline=inline, inline_includes=includes if inline else [], prepared=bool(prepared),
        table_macros=([align_macro(sym)] if prepared else []) + [
            f"/* bytes of the prepared tables of gemm {p.shape.name} */\n#define {table_macro(sym, p.shape)} {p.table_bytes}"
            for p in prepared],
    )
    templates = {f"{sym}.h": "linalg.h.j2"} | ({} if header_only else {f"{sym}.c": "linalg.c.j2"})
    return render_files(templates, ctx)


__all__ = ["render_linalg", "OUT_OF_LINE", "predicted_madds_per_tick", "API", "group_sizes", "declarations"]
