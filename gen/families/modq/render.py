"""C for the mod-q kernels: lane programs (gen.ir.lanes) printed through the target's lane spelling
(gen.isa.lanes); constants into tables in the order the loops read them; the files from templates."""
from __future__ import annotations

from dataclasses import dataclass, field

from ... import __version__

from ...ir.lanes import Affine, Comment, Interval, Const, Shuffle, Expansion, Imm, LaneFunction, Load, Loop, Macro, Op, Store
from ...isa.lanes import ODD_PARAMS, LaneSpelling, ScalarC
from ...render import render_files
from .plan import TRANSFORMS


VARIANT_SUFFIX = {"": "", "uniform": "_u", "odd": "_o"}
VARIANT_NOTE = {"": "", "uniform": " (constants the same in every lane)",
                "odd": " (per-lane constants, their odd lanes also given moved down: zo, zqo)"}


def helper_name(sym: str, expansion: Expansion, variant: str = "") -> str:
    return f"{sym}_priv_{expansion.name}{VARIANT_SUFFIX[variant]}"


def print_helper(sym: str, sp: LaneSpelling, expansion: Expansion, variant: str = "") -> str:
    """A reduction primitive as a static inline function of its params (`variant`: see
    LaneSpelling.fused_helper)."""
    params = ", ".join(f"{sp.vtype} {p}" for p in (*expansion.params, *(ODD_PARAMS if variant == "odd" else ())))
    lines = [f"/* {expansion.name}: {expansion.meaning}{VARIANT_NOTE[variant]} */",
             f"static inline {sp.vtype} {helper_name(sym, expansion, variant)}({params})", "{"]
    fused = sp.fused_helper(expansion, variant)
    if fused is not None:
        return "\n".join(lines + [f"    {line}" for line in fused] + ["}"])
    for op in expansion.ops:
        args = [a if isinstance(a, str) else sp.set1(a) for a in op.args]
        lines.append(f"    const {sp.vtype} {op.dst} = {sp.op(op.kind, args, op.imm)};")
    lines += [f"    return {expansion.result};", "}"]
    return "\n".join(lines)


@dataclass
class Tables:
    """The constant tables of one function: scalars broadcast to every lane, and whole vector rows."""

    sym: str
    fn: str
    lanes: int
    ctype: str = "int16_t"
    scalars: list[int] = field(default_factory=list)
    rows: list[tuple[int, ...]] = field(default_factory=list)
    index_rows: list[tuple[int, ...]] = field(default_factory=list)  # permutation indices (target's element type)

    index_ctype: str = "uint16_t"
    shared: dict[tuple[int, ...], int] = field(default_factory=dict)  # single rows by content
    scalar_name: str = field(init=False)  # the tables' file-private names: {sym}_priv_{fn}_k, _v, _p
    row_name: str = field(init=False)
    index_name: str = field(init=False)

    def __post_init__(self) -> None:
        private = f"{self.sym}_priv_{self.fn}"
        self.scalar_name, self.row_name, self.index_name = f"{private}_k", f"{private}_v", f"{private}_p"

    def add_row(self, row: tuple[int, ...]) -> int:
        """The index of a single row (shared with an equal single row already in the table)."""
        if row in self.shared:
            return self.shared[row]
        self.rows.append(row)
        self.shared[row] = len(self.rows) - 1
        return self.shared[row]

    def declarations(self) -> str:
        out = []
        if self.scalars:
            out.append(f"static const {self.ctype} {self.scalar_name}[{len(self.scalars)}] = {{\n{_wrap(self.scalars)}\n}};")
        if self.rows:
            body = ",\n".join("    {" + ", ".join(map(str, r)) + "}" for r in self.rows)
            out.append(f"static const {self.ctype} {self.row_name}[{len(self.rows)}][{self.lanes}] "
                       f"__attribute__((aligned(64))) = {{\n{body}\n}};")
        if self.index_rows:
            body = ",\n".join("    {" + ", ".join(map(str, r)) + "}" for r in self.index_rows)
            out.append(f"static const {self.index_ctype} {self.index_name}[{len(self.index_rows)}][{len(self.index_rows[0])}] "
                       f"__attribute__((aligned(64))) = {{\n{body}\n}};")
        return "\n".join(out)


def _wrap(values: list[int], per_line: int = 12) -> str:
    width = max(6, max((len(str(v)) for v in values), default=0))
    return ",\n".join("    " + ", ".join(f"{v:{width}d}" for v in values[i:i + per_line])
                      for i in range(0, len(values), per_line))


class FunctionPrinter:
    """Prints one LaneFunction's body."""

    def __init__(self, sym: str, sp: LaneSpelling, fn: LaneFunction, kept: frozenset[int] = frozenset()):
        self.sym, self.sp, self.fn = sym, sp, fn
        self.kept = kept  # values printed with sp.keep_whole after them
        self.tables = Tables(sym, fn.name, sp.lanes, sp.ctype, index_ctype=sp.index_ctype)
        self.lines: list[str] = []
        self.loops: list[Loop] = []
        self.slots: dict[int, int] = {}  # Const value -> its column in the innermost loop's interleaved block
        self.uniform: set[int] = set()  # Const values whose every row is one value in all lanes
        self.const_rows: dict[int, tuple] = {}  # Const value -> its rows
        self.variants: set[tuple[str, str]] = set()  # (primitive, variant) called

    def name(self, v: int) -> str:
        return f"v{v}"

    def operand(self, a) -> str:
        if not isinstance(a, Imm):
            return self.name(a)
        if self.sp.opaque_constants and self.sp.lanes > 1:
            return self.sp.load_row(self.row_ref(self.tables.add_row((a.value,) * self.sp.lanes)))
        return self.sp.set1(a.value)

    def row_ref(self, index: str | int) -> str:
        """Row `index` of the vector table: through the opaque pointer where the spelling asks for one."""
        return f"{'t' if self.sp.opaque_constants else self.tables.row_name}[{index}]"

    def address(self, array: str, index: Affine) -> str:
        L = self.sp.lanes
        parts = [f"{L * s} * {v}" if L * s != 1 else v for v, s in index.terms]
        if index.base or not parts:
            parts.append(str(L * index.base))
        return f"{array} + {' + '.join(parts)}"

    def flat(self) -> str:
        """The row-major iteration index of the current loop nest."""
        expr = ""
        for lp in self.loops:
            expr = lp.var if not expr else f"({expr}) * {lp.count} + {lp.var}"
        return expr or "0"

    def const(self, s: Const) -> str:
        rows = s.rows
        uniform = all(len(set(r)) == 1 for r in rows)
        if uniform and len(set(r[0] for r in rows)) == 1 and (self.sp.lanes == 1 or self.loops):
            return self.sp.set1(rows[0][0])  # an immediate (scalar C) or a loop invariant
        if s.dst in self.slots:
            return self.sp.set1(f"kp[{self.slots[s.dst]}]")
        if self.sp.lanes == 1 or uniform and self.sp.broadcast_loads:
            start = len(self.tables.scalars)
            self.tables.scalars.extend(r[0] for r in rows)
            return self.sp.set1(f"{self.tables.scalar_name}[{start} + {self.flat()}]" if len(rows) > 1 else
                                f"{self.tables.scalar_name}[{start}]")
        if len(rows) == 1:
            return self.sp.load_row(self.row_ref(self.tables.add_row(rows[0])))
        start = len(self.tables.rows)
        self.tables.rows.extend(rows)
        return self.sp.load_row(self.row_ref(f"{start} + {self.flat()}"))

    def emit(self, stmts, depth: int) -> None:
        pad = "    " * depth
        vt = self.sp.vtype
        for s in stmts:
            if isinstance(s, Comment):
                self.lines.append(f"{pad}/* {s.text} */")
            elif isinstance(s, Loop):
                self.lines.append(f"{pad}for (unsigned {s.var} = 0; {s.var} < {s.count}; {s.var}++) {{")
                self.loops.append(s)
                self.interleave_scalars(s.body, depth + 1)
                self.emit(s.body, depth + 1)
                self.loops.pop()
                self.lines.append(f"{pad}}}")
            elif isinstance(s, Load):
                self.lines.append(f"{pad}const {vt} {self.name(s.dst)} = {self.sp.load(self.address(s.array, s.index))};")
            elif isinstance(s, Store):
                self.lines.append(f"{pad}{self.sp.store(self.address(s.array, s.index), self.name(s.src))}")
            elif isinstance(s, Const):
                if all(len(set(r)) == 1 for r in s.rows):
                    self.uniform.add(s.dst)
                self.const_rows[s.dst] = s.rows
                self.lines.append(f"{pad}const {vt} {self.name(s.dst)} = {self.const(s)};")
            elif isinstance(s, Op):
                expr = self.sp.op(s.kind, [self.operand(a) for a in s.args], s.imm)
                keep = self.sp.keep_whole(self.name(s.dst)) if s.dst in self.kept else None
                self.lines.append(f"{pad}{'' if keep else 'const '}{vt} {self.name(s.dst)} = {expr};")
                if keep:
                    self.lines.append(f"{pad}{keep}")
            elif isinstance(s, Macro):
                args = ", ".join(self.name(a) for a in s.args)
                consts = s.args[s.expansion.variables:]
                variant = self.variant(s.expansion, consts)
                if variant == "odd":
                    for c in consts:
                        odd = tuple(tuple(r[lane | 1] for lane in range(len(r))) for r in self.const_rows[c])
                        self.lines.append(f"{pad}const {vt} {self.name(c)}o = {self.const(Const(-1, odd))};")
                    args += "".join(f", {self.name(c)}o" for c in consts)
                if variant:
                    self.variants.add((s.expansion.name, variant))
                name = helper_name(self.sym, s.expansion, variant)
                self.lines.append(f"{pad}const {vt} {self.name(s.dst)} = {name}({args});")
            elif isinstance(s, Shuffle):
                x, y = self.name(s.src[0]), self.name(s.src[1])
                if s.chunk:
                    e0, e1 = self.sp.exchange(x, y, s.chunk)
                elif self.sp.pair_shuffle(x, y, s.maps) is not None:
                    e0, e1 = self.sp.pair_shuffle(x, y, s.maps)
                else:
                    e0, e1 = (self.sp.permute2(x, y, self.index_row(m), self.sp.permute_unit(m)) for m in s.maps)
                self.lines.append(f"{pad}const {vt} {self.name(s.dst[0])} = {e0};")
                self.lines.append(f"{pad}const {vt} {self.name(s.dst[1])} = {e1};")

    def variant(self, expansion: Expansion, consts) -> str:
        """The helper variant for these constant args: "uniform" (the same in every lane), "odd" (per-lane
        ones whose odd lanes the table also gives moved down) where the spelling has it, else ""."""
        if not consts or any(c not in self.const_rows for c in consts):
            return ""
        if all(c in self.uniform for c in consts) and self.sp.fused_helper(expansion, "uniform") is not None:
            return "uniform"
        if self.sp.fused_helper(expansion, "odd") is not None:
            return "odd"
        return ""

    def interleave_scalars(self, body, depth: int) -> None:
        """Scalar C where the spelling asks for it: the per-iteration constants of an innermost loop body
        (twiddles) as one block of the table, each iteration's side by side, read through one pointer per
        iteration that the compiler cannot see through (else gcc for Thumb-2 keeps a separate induction
        pointer per constant and spills them)."""
        if not self.sp.iteration_constant_blocks or self.sp.lanes != 1 or any(isinstance(s, Loop) for s in body):
            return
        consts = [s for s in body if isinstance(s, Const) and len(s.rows) > 1]
        if not consts:
            return
        width, iterations = len(consts), len(consts[0].rows)
        start = len(self.tables.scalars)
        self.tables.scalars.extend(c.rows[i][0] for i in range(iterations) for c in consts)
        self.slots.update({c.dst: j for j, c in enumerate(consts)})
        pad = "    " * depth
        self.lines.append(f"{pad}const {self.sp.ctype} *kp = {self.tables.scalar_name} + {start} + ({self.flat()}) * {width};")
        self.lines.append(f"{pad}__asm__(\"\" : \"+r\"(kp)); /* one pointer for this iteration's constants */")

    def index_row(self, lane_map) -> str:
        """The address of a table row holding the target's index vector of a two-source permutation."""
        row = self.sp.permute_indices(lane_map)
        if row not in self.tables.index_rows:
            self.tables.index_rows.append(row)
        return f"{self.tables.index_name}[{self.tables.index_rows.index(row)}]"

    def body(self) -> str:
        self.emit(self.fn.body, 1)
        if self.sp.opaque_constants and self.tables.rows:
            name = self.tables.row_name
            self.lines[:0] = [f"    const {self.sp.ctype} (*t)[{self.sp.lanes}] = {name};",
                              f"    __asm__(\"\" : \"+r\"(t)); /* t is {name}, hidden from constant folding */"]
        return "\n".join(self.lines)


@dataclass
class PrintedFunction:
    name: str
    body: str
    tables: str
    variants: frozenset[tuple[str, str]] = frozenset()
    assembly: str = ""  # what a function printed whole in assembly chose (empty: printed as C)


def print_function(sym: str, sp: LaneSpelling, fn: LaneFunction, lowered: LaneFunction | None = None) -> PrintedFunction:
    """fn as printed (lowered: the same function in the lowered order, for a spelling that prints whole
    functions in assembly and orders them itself)."""
    asm = sp.whole_function(f"{sym}_priv_{fn.name}_asm", lowered or fn)
    if asm is not None:
        tables = Tables(sym, fn.name, sp.lanes, sp.ctype, scalars=list(asm.table))
        array = fn.outputs[0]
        note = "\n".join([f"{fn.name} (~{asm.cost} cycles by the TRM table), loop nests:", *asm.notes])
        return PrintedFunction(fn.name, f"    {asm.name}({array}, {tables.scalar_name});",
                               f"{tables.declarations()}\n{asm.definition}", assembly=note)
    p = FunctionPrinter(sym, sp, fn, reduced_products(fn, lowered) if fn.name in TRANSFORMS else frozenset())
    body = p.body()
    return PrintedFunction(fn.name, body, p.tables.declarations(), frozenset(p.variants))


def reduced_products(fn: LaneFunction, lowered: LaneFunction | None) -> frozenset[int]:
    """The values of `fn` that `lowered` computes by a reduction primitive and `fn` prints op by op."""
    if lowered is None:
        return frozenset()
    results = {s.dst for s in lowered.walk() if isinstance(s, Macro)}
    return frozenset(s.dst for s in fn.walk() if isinstance(s, Op) and s.dst in results)


def helpers_of(functions: list[LaneFunction]) -> list[Expansion]:
    """Every primitive the functions call, each once, in first-use order."""
    seen: dict[str, Expansion] = {}
    for fn in functions:
        for s in fn.walk():
            if isinstance(s, Macro):
                seen.setdefault(s.expansion.name, s.expansion)
    return list(seen.values())


# -- files -----------------------------------------------------------------------------------------------------
@dataclass
class ApiFunction:
    doc: str
    signature: str
    body: str
    tables: str = ""


def _docs(sym: str, SYM: str, plan) -> dict[str, tuple[str, str]]:
    """name -> (doc, signature) of the lane functions."""
    N, t, bits = f"{SYM}_N", plan.spelling.ctype, plan.spec.lane_bits
    R = f"2^{bits}"
    domain = ("any" if plan.prims.barrett_domain == Interval.lane(bits) else
              f"{SYM}_REDUCE_IN_MIN <= r_i <= {SYM}_REDUCE_IN_MAX, any")
    out = {
        "ntt": (f"r = NTT(r) in place (bit-reversed block order); |r_i| <= {SYM}_NTT_IN_BOUND in, "
                f"<= {SYM}_NTT_OUT_BOUND out.", f"void {sym}_ntt({t} r[{N}])"),
        "invntt": (f"r = {R} * NTT^-1(r) mod q in place; |r_i| <= {SYM}_INVNTT_IN_BOUND in, "
                   f"<= {SYM}_INVNTT_OUT_BOUND out.", f"void {sym}_invntt_tomont({t} r[{N}])"),
        "basemul": (f"r = a*b*2^-{bits} blockwise (block i mod x^D - zeta^(2 br(i) + 1)); |a_i|, |b_i| <= "
                    f"{SYM}_BASEMUL_IN_BOUND in, |r_i| <= {SYM}_BASEMUL_OUT_BOUND out; r may alias a or b.",
                    f"void {sym}_basemul_montgomery({t} r[{N}], const {t} a[{N}], const {t} b[{N}])"),
        "reduce": (f"r_i = r_i mod q, |r_i| <= {SYM}_REDUCE_OUT_BOUND (Barrett), for {domain} {t} r_i.",
                   f"void {sym}_reduce({t} r[{N}])"),
        "tomont": (f"r_i = r_i * {R} mod q, |r_i| <= {SYM}_TOMONT_OUT_BOUND, for any {t} r_i.",
                   f"void {sym}_tomont({t} r[{N}])"),
        "caddq": (f"r_i = r_i + q where r_i < 0, for any {t} r_i ({SYM}_CADDQ_OUT_MIN <= r_i <= "
                  f"{SYM}_CADDQ_OUT_MAX out).", f"void {sym}_caddq({t} r[{N}])"),
        "freeze": (f"r_i = caddq(Barrett(r_i)), for {domain} {t} r_i ({SYM}_FREEZE_OUT_MIN <= r_i <= "
                   f"{SYM}_FREEZE_OUT_MAX out).", f"void {sym}_freeze({t} r[{N}])"),
    }
    if plan.order is not None:
        native = f" NTT-domain arrays are in the kernel's native order ({sym}_ntt_to_standard gives FIPS's)."
        for name in ("ntt", "invntt", "basemul"):
            out[name] = (out[name][0] + native, out[name][1])
    if plan.rounding:
        out.update(_rounding_docs(sym, SYM, plan))
    reduced = " (reduced)" if plan.contracts.acc_out else ""
    for k in plan.acc:
        out[f"basemul_acc{k}"] = (
            f"r = sum over i < {k} of a_i*b_i*2^-{bits} blockwise, for polynomials a_i = a + i*{N} (a polyvec); "
            f"inputs as basemul, |r_i| <= {SYM}_ACC_OUT_BOUND{reduced}; r may alias a or b.",
            f"void {sym}_basemul_acc{k}_montgomery({t} r[{N}], const {t} a[{k} * {N}], "
            f"const {t} b[{k} * {N}])")
    return out


def _rounding_docs(sym: str, SYM: str, plan) -> dict[str, tuple[str, str]]:
    """name -> (doc, signature) of ML-DSA's rounding functions (gen.families.modq.rounding)."""
    N, t, d = f"{SYM}_N", plan.spelling.ctype, plan.rounding.d
    out = {"power2round": (f"PQClean's power2round on every coefficient: r = (a + 2^{d - 1} - 1) >> {d}, r0 = a - r*2^{d} "
                           f"(FIPS 204 Power2Round), for 0 <= a_i < q; r or r0 may alias a.",
                           f"void {sym}_power2round({t} r[{N}], {t} r0[{N}], const {t} a[{N}])")}
    for g in plan.rounding.divisors:
        what = f"GAMMA2 = (q - 1)/{g}"
        out[f"decompose_g{g}"] = (
            f"PQClean's decompose on every coefficient ({what}): r = a1, r0 = a0 (FIPS 204 Decompose), for "
            f"0 <= a_i < q; r or r0 may alias a.", f"void {sym}_decompose_g{g}({t} r[{N}], {t} r0[{N}], const {t} a[{N}])")
        out[f"make_hint_g{g}"] = (
            f"PQClean's make_hint on every coefficient ({what}): r_i = 1 where a0_i > GAMMA2, a0_i < -GAMMA2 or "
            f"a0_i = -GAMMA2 with a1_i != 0, else 0; for |a0_i| <= {SYM}_HINT_DOMAIN, 0 <= a1_i <= {SYM}_HINT_DOMAIN.",
            f"void {sym}_make_hint_g{g}({t} r[{N}], const {t} a0[{N}], const {t} a1[{N}])")
        out[f"use_hint_g{g}"] = (
            f"PQClean's use_hint on every coefficient ({what}, FIPS 204 UseHint), for 0 <= a_i < q and hints h_i "
            f"in {{0, 1}}; r may alias a or h.", f"void {sym}_use_hint_g{g}({t} r[{N}], const {t} a[{N}], const {t} h[{N}])")
    out["chknorm"] = (
        f"r = minus the number of |a_i| >= B per lane and block ({SYM}_CHKNORM_WORDS values, all zero exactly when "
        f"every |a_i| < B), B in every lane of b[0..{SYM}_LANES), 1 <= B <= (q - 1)/8, |a_i| <= {SYM}_HINT_DOMAIN; "
        f"reads every coefficient.", f"void {sym}_chknorm({t} r[{SYM}_CHKNORM_WORDS], const {t} a[{N}], "
                                     f"const {t} b[{SYM}_LANES])")
    return out


def scalar_functions(sym: str, SYM: str, plan) -> list[ApiFunction]:
    """montgomery_reduce, barrett_reduce and fqmul in plain C (what PQClean's reduce.c exports)."""
    bits = plan.spec.lane_bits
    sp = ScalarC("c", 1, f"int{bits}_t", "", bits)
    t, w = sp.ctype, sp.wide
    barrett = plan.scalar_barrett
    lines = [f"    const {t} {op.dst} = {sp.op(op.kind, [a if isinstance(a, str) else str(a) for a in op.args], op.imm)};"
             for op in barrett.ops]
    domain = "any" if plan.prims.barrett_domain == Interval.lane(bits) else \
        f"{SYM}_REDUCE_IN_MIN <= a <= {SYM}_REDUCE_IN_MAX, any"
    return [
        ApiFunction(f"r = a*2^-{bits} mod q with |r| <= q - 1, for -q*2^{bits - 1} <= a < q*2^{bits - 1}.",
                    f"{t} {sym}_montgomery_reduce({w} a)",
                    (f"    const {t} t = ({t})(({t})a * {SYM}_QINV);\n" if bits == 16 else  # int arithmetic: no overflow
                     f"    const {t} t = ({t})((uint32_t)a * (uint32_t){SYM}_QINV);\n")  # unsigned: wraps, no UB
                    + f"    return ({t})((a - ({w})t * {SYM}_Q) >> {bits});"),
        ApiFunction(f"r = a mod q with |r| <= {SYM}_BARRETT_OUT_BOUND, for {domain} {t} a.",
                    f"{t} {sym}_barrett_reduce({t} a)", "\n".join(lines) + f"\n    return {barrett.result};"),
        ApiFunction(f"r = a*b*2^-{bits} mod q with |r| <= q - 1, for |a*b| <= q*2^{bits - 1}.",
                    f"{t} {sym}_fqmul({t} a, {t} b)",
                    f"    return {sym}_montgomery_reduce(({w})a * b);"),
    ]


LANE_API = ("ntt", "invntt", "basemul")


def order_functions(sym: str, SYM: str, plan) -> list[ApiFunction]:
    """The permutations between the native NTT-domain order and the standard (FIPS) one: a table of public
    indices (constant time), for serialising, sampling in the NTT domain (a matrix from a seed) and tests."""
    if plan.order is None:
        return []
    t, N = plan.spelling.ctype, f"{SYM}_N"
    table = f"{sym}_priv_ntt_order"
    decl = (f"/* position -> the standard index of the NTT-domain coefficient held there */\n"
            f"static const uint16_t {table}[{N}] = {{\n{_wrap(list(plan.order), 16)}\n}};")
    body = ("    {t} s[{N}];\n    unsigned i;\n    for (i = 0; i < {N}; i++)\n        s[i] = r[i];\n"
            "    for (i = 0; i < {N}; i++)\n        {assign};")
    return [
        ApiFunction(f"r (NTT domain, native order: {sym}_ntt's output) in the standard order of FIPS 203/204 "
                    f"(bit-reversed blocks), in place; any values.", f"void {sym}_ntt_to_standard({t} r[{N}])",
                    body.format(t=t, N=N, assign=f"r[{table}[i]] = s[i]"), decl),
        ApiFunction(f"r (NTT domain, standard order) in the native order that {sym}_invntt_tomont and the base "
                    f"multiplications take, in place; any values.", f"void {sym}_ntt_from_standard({t} r[{N}])",
                    body.format(t=t, N=N, assign=f"r[i] = s[{table}[i]]")),
    ]


def bound_macros(plan) -> list[tuple[str, int]]:
    spec = plan.spec
    acc = [plan.bound(f"basemul_acc{k}").magnitude for k in plan.acc]
    out = [("NTT_NATIVE_ORDER", 1)] if plan.order is not None else []
    out += [("NTT_IN_BOUND", spec.input_bound), ("NTT_OUT_BOUND", plan.bound("ntt").magnitude),
           ("INVNTT_IN_BOUND", plan.contracts.invntt_in), ("INVNTT_OUT_BOUND", plan.bound("invntt").magnitude),
           ("BASEMUL_IN_BOUND", plan.functions["basemul"].inputs["a"].magnitude),
           ("BASEMUL_OUT_BOUND", plan.bound("basemul").magnitude)]
    if acc:
        out.append(("ACC_OUT_BOUND", max(acc)))
    out += [("REDUCE_OUT_BOUND", plan.bound("reduce").magnitude), ("TOMONT_OUT_BOUND", plan.bound("tomont").magnitude),
            ("BARRETT_OUT_BOUND", plan.scalar_barrett_bound)]
    domain = plan.prims.barrett_domain
    if domain != Interval.lane(plan.spec.lane_bits):
        out += [("REDUCE_IN_MIN", domain.lo), ("REDUCE_IN_MAX", domain.hi)]
    for name in ("caddq", "freeze"):
        iv = plan.bound(name)
        out += [(f"{name.upper()}_OUT_MIN", iv.lo), (f"{name.upper()}_OUT_MAX", iv.hi)]
    if plan.rounding:
        out += [("LANES", plan.spelling.lanes), ("ROUND_D", plan.rounding.d),
                ("CHKNORM_WORDS", plan.functions["chknorm"].arrays["r"]),
                ("HINT_DOMAIN", plan.functions["chknorm"].inputs["a"].hi)]
        out += [(f"HAS_GAMMA2_DIV_{g}", 1) for g in plan.rounding.divisors]
        out += [("HAS_ROUNDING", 1),
                ("FOR_EACH_GAMMA2_DIV(X)", " ".join(f"X({g})" for g in plan.rounding.divisors))]
    return out


def bound_lines(plan) -> list[str]:
    b = dict(bound_macros(plan))
    bits = plan.spec.lane_bits
    domain = f"[{b['REDUCE_IN_MIN']}, {b['REDUCE_IN_MAX']}]" if "REDUCE_IN_MIN" in b else "any"
    lines = [f"ntt {b['NTT_IN_BOUND']} -> {b['NTT_OUT_BOUND']}; invntt_tomont {b['INVNTT_IN_BOUND']} -> "
             f"{b['INVNTT_OUT_BOUND']}; basemul {b['BASEMUL_IN_BOUND']} -> {b['BASEMUL_OUT_BOUND']}"
             + (f", acc -> {b['ACC_OUT_BOUND']}" if "ACC_OUT_BOUND" in b else ""),
             f"reduce {domain} -> {b['REDUCE_OUT_BOUND']}; tomont any -> {b['TOMONT_OUT_BOUND']}; barrett_reduce "
             f"{domain} -> {b['BARRETT_OUT_BOUND']}; montgomery_reduce [-q*2^{bits - 1}, q*2^{bits - 1}) -> {plan.spec.q - 1}",
             f"caddq any -> [{b['CADDQ_OUT_MIN']}, {b['CADDQ_OUT_MAX']}]; freeze {domain} -> "
             f"[{b['FREEZE_OUT_MIN']}, {b['FREEZE_OUT_MAX']}]"]
    return lines


def render_modq(plan, proof_line: str, target, sym: str, *, header_only: bool, command: str, used_in: str,
                harness_planned: bool, harness_how: str, counts: str) -> dict[str, str]:
    """File name -> content (deterministic)."""
    SYM = sym.upper()
    sp = plan.spelling
    docs = _docs(sym, SYM, plan)
    functions, variants, assembly = [], set(), []
    for name in plan.functions:
        printed = print_function(sym, sp, plan.printed(name), plan.functions[name])
        if printed.assembly:
            assembly.append(printed.assembly)
        doc, signature = docs[name]
        functions.append(ApiFunction(doc, signature, printed.body, printed.tables))
        variants |= printed.variants
    functions += order_functions(sym, SYM, plan)
    functions += scalar_functions(sym, SYM, plan)
    helpers = []
    for e in helpers_of([plan.printed(name) for name in plan.functions]):
        helpers.append(print_helper(sym, sp, e))
        helpers += [print_helper(sym, sp, e, v) for v in ("uniform", "odd") if (e.name, v) in variants]
    spec = plan.spec
    ctx = dict(
        sym=sym, SYM=SYM, q=spec.q, n=spec.n, layers=spec.layers, d=spec.base_degree, zeta=spec.zeta,
        mont=spec.modulus.to_montgomery(1, spec.lane_bits), qinv=plan.prims.qinv, bits=spec.lane_bits,
        ctype=sp.ctype, plain_twiddles=plan.plain_twiddles, used_in=used_in, isa=target.name,
        isa_description=target.description, cflags=" ".join(target.cflags), plan=plan.describe(), plan_source=plan.source,
        reductions=plan.reduction_summary() or ["none: no sum can leave its lane"], counts=counts,
        bounds=bound_lines(plan), bound_macros=bound_macros(plan), proof=proof_line, harness_planned=harness_planned,
        harness_how=harness_how, version=__version__, command=command, guard=f"{SYM}_H",
        guard_macros=list(target.guard_macros), header_only=header_only, includes=[sp.header] if sp.header else [],
        helpers=helpers, functions=functions, assembly=assembly, acc=list(plan.acc), storage="static inline " if header_only else "",
        native=plan.order is not None,
    )
    templates = {f"{sym}.h": "modq.h.j2"} | ({} if header_only else {f"{sym}.c": "modq.c.j2"})
    return render_files(templates, ctx)
