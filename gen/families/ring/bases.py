"""Unrolled carryless products of whole words: the base kernels of the ring recursion (IR programs
planned like field products and proved on all basis pairs; on avx512 also VPCLMULQDQ zmm schoolbooks
and in-register Karatsuba kernels, on avx2-vpclmul in-register Karatsuba kernels on ymm,
gen.isa.register_karatsuba, proved as vector-word programs), and the n x n product alone as a kernel
(`generate_product`, for the benchmark against gf2x)."""
from __future__ import annotations

from dataclasses import dataclass

from ... import __version__
from ...dp.karatsuba import MAX_BASE_WORDS, predicted_base_costs
from ...dp.planner import best_trees, candidate_trees
from ...dp.tree import lower
from ...errors import GenError
from ...ir import Builder, Program, diagonals_to_words
from ...isa import Target, get_target
from ...isa.register_karatsuba import (WIDTHS, YMM, YMM_TWO, ZMM, ZMM_FOUR, RegisterWidth, karatsuba_body,
                                        karatsuba_counts, karatsuba_program)
from ...isa.zmm_schoolbook import zmm_schoolbook_counts, zmm_schoolbook_program
from ...prove import Proof, prove_product
from ...prove.vector_proof import prove_vector_product
from ...render import Function, render_dual_product, render_function, shape_for
from ...tune.calibrate import with_profile


@dataclass
class BaseKernel:
    size: int
    label: str
    proof: Proof
    fn_name: str
    body: str
    program: object
    lanes: int = 1  # 2 or 4: computes that many independent products (c_k = a_k*b_k) per call
    proof_note: str = ""  # how the proof covers the basis pairs, when not one evaluation each
    kind: str = ""  # "pair": two calls of the one-product kernel


def base_kernel(size: int, tree_choice, target: Target, sym: str) -> BaseKernel:
    """One unrolled size x size-word product, proved on all basis pairs of the printed program."""
    prog, proof, fn = proved_product(size, tree_choice.item, target, f"{sym}_priv_b{size}", f"{sym}_priv_")
    return BaseKernel(size, tree_choice.label, proof, f"{sym}_priv_b{size}", fn.body, prog)


MAX_ZMM_BASE_WORDS = 24  # measured: 34/35-word zmm bases ran 9% slower than 17/18 for n = 17669
BASE_KINDS = {"ir": "unrolled split tree (IR)", "zmm": "VPCLMULQDQ zmm schoolbook",
              "zmm-karatsuba": "in-register Karatsuba over 256-bit digits, VPCLMULQDQ zmm",
              "ymm-karatsuba": "in-register Karatsuba over 128-bit digits, VPCLMULQDQ ymm",
              "ymm2-karatsuba": "two products at once, in-register Karatsuba over 128-bit digits, one product per "
                                "ymm lane",
              "zmm4-karatsuba": "four products at once, in-register Karatsuba over 128-bit digits, one product per "
                                "zmm lane",
              "pair": "two products as two calls of the one-product kernel"}
KARATSUBA_KINDS = {f"{width.name}-karatsuba": width for width in WIDTHS.values()}


def vector_kernel_cost(target: Target, clmuls: int, width: str = "zmm") -> float:
    """Predicted ticks of a zmm or ymm base kernel: its VPCLMULQDQ count bounds it (gen.isa.costs:
    zmm_base_clmul, ymm_base_clmul, ymm2_base_clmul, zmm4_base_clmul)."""
    return clmuls * target.costs.figure(f"{width}_base_clmul") + target.costs.call_overhead


def karatsuba_width(target: Target) -> RegisterWidth | None:
    """The register width of the in-register Karatsuba kernels `target` gets: zmm, else ymm (not in
    the gpr register model), else none."""
    if "vpclmulqdq_zmm" in target.features:
        return ZMM
    return YMM if target.dual_lanes else None


def base_options(target: Target, words: int) -> tuple[dict[int, float], dict[int, str]]:
    """Predicted cost and kind (BASE_KINDS) per base size: the cheapest kernel of each size."""
    costs = predicted_base_costs(target, min(words, MAX_BASE_WORDS))
    kinds = {s: "ir" for s in costs}
    width = karatsuba_width(target)
    if width is None:
        return costs, kinds
    offers = [(s, kind, clmuls) for kind in ["zmm"] * (width is ZMM) + [f"{width.name}-karatsuba"]
              for s in range(2, words + 1) if (clmuls := vector_clmuls(kind, s)) is not None]
    for s, kind, clmuls in offers:
        cost = vector_kernel_cost(target, clmuls, width.name)
        if s not in costs or cost < costs[s]:
            costs[s], kinds[s] = cost, kind
    return costs, kinds


def dual_base_options(target: Target, costs: dict[int, float], kinds: dict[int, str],
                      in_register: bool = True) -> tuple[dict[int, float], dict[int, str]] | None:
    """Predicted cost and kind of two products at once per base size on a two-lane target (else
    None), the cheaper of: an IR program printed on the two ymm halves (predicted_base_costs plus
    the lane moves), and (unless not `in_register`) the in-register Karatsuba kernel with one
    product per ymm lane (YMM_TWO)."""
    if not target.dual_lanes:
        return None
    ir = predicted_base_costs(target, min(max(costs), MAX_BASE_WORDS))
    dual_costs = {s: c + target.dual_overhead(s) for s, c in ir.items()}
    dual_kinds = {s: "ir" for s in ir}
    for s in range(1, min(max(costs), YMM_TWO.max_words) + 1 if in_register else 0):
        cost = vector_kernel_cost(target, karatsuba_counts(s, YMM_TWO)["clmul"], YMM_TWO.name)
        if s not in dual_costs or cost < dual_costs[s]:
            dual_costs[s], dual_kinds[s] = cost, f"{YMM_TWO.name}-karatsuba"
    return dual_costs, dual_kinds


def offers_four_per_call(target: Target) -> bool:
    """Can base products go four per call on `target` (VPCLMULQDQ zmm: ZMM_FOUR)?"""
    return karatsuba_width(target) is ZMM


def quad_base_options(target: Target, costs: dict[int, float]) -> tuple[dict[int, float], dict[int, float]] | None:
    """On a target with VPCLMULQDQ zmm (else None): the predicted cost of two products at once (a
    pair of calls of the one-product kernel: a two-product group of a four-lane plan) and of four
    at once (ZMM_FOUR: one product per zmm lane), per base size."""
    if not offers_four_per_call(target):
        return None
    quad = {s: vector_kernel_cost(target, karatsuba_counts(s, ZMM_FOUR)["clmul"], ZMM_FOUR.name)
            for s in range(1, min(max(costs), ZMM_FOUR.max_words) + 1)}
    return {s: 2 * c for s, c in costs.items()}, quad


def make_bases(target: Target, sym: str, sizes: list[int], kinds: dict[int, str],
               dual_sizes: list[int] = (), dual_kinds: dict[int, str] | None = None,
               quad_sizes: list[int] = ()) -> list["BaseKernel"]:
    """The base kernels: one product per call for `sizes`, two per call (lanes) for `dual_sizes`
    (of `dual_kinds`: an IR program on both ymm halves, the two-product in-register Karatsuba, or a
    pair of calls of the one-product kernel), four per call for `quad_sizes` (ZMM_FOUR)."""
    dual_kinds = dual_kinds or {s: "ir" for s in dual_sizes}
    sizes = sorted(set(sizes) | {s for s in dual_sizes if dual_kinds[s] == "pair"})
    per64 = 64 // target.word_bits
    ir_sizes = [s for s in sizes if kinds[s] == "ir"] + [s for s in dual_sizes if dual_kinds[s] == "ir"]
    trees = best_trees(target, max(ir_sizes) * per64) if ir_sizes else {}
    out = []
    for s, kind in sorted((s, kinds[s]) for s in sizes):
        if kind == "ir":
            out.append(base_kernel(s, trees[s * per64][0], target, sym))
        else:
            out.append(vector_kernel(s, sym, kind))
    for s in sorted(dual_sizes):
        if dual_kinds[s] == "pair":
            out.append(BaseKernel(s, f"two at once: two calls of the {s}-word kernel", None, f"{sym}_priv_db{s}",
                                  f"    {sym}_priv_b{s}(c0, a0, b0);\n    {sym}_priv_b{s}(c1, a1, b1);", None,
                                  lanes=2, kind="pair"))
            continue
        if dual_kinds[s] != "ir":
            kernel = karatsuba_kernel(s, sym, KARATSUBA_KINDS[dual_kinds[s]])
            out.append(BaseKernel(s, f"two at once: {kernel.label}", kernel.proof, f"{sym}_priv_db{s}", kernel.body,
                                  None, lanes=2, proof_note=kernel.proof_note))
            continue
        single = base_kernel(s, trees[s * per64][0], target, sym)
        out.append(BaseKernel(s, f"two at once: {single.label}", single.proof, f"{sym}_priv_db{s}",
                              render_dual_product(single.program, target, s), single.program, lanes=2))
    for s in sorted(quad_sizes):
        kernel = karatsuba_kernel(s, sym, ZMM_FOUR)
        out.append(BaseKernel(s, f"four at once: {kernel.label}", kernel.proof, f"{sym}_priv_qb{s}", kernel.body,
                              None, lanes=4, proof_note=kernel.proof_note))
    return out


def karatsuba_kernel(s: int, sym: str, width: RegisterWidth) -> BaseKernel:
    """The s-word in-register Karatsuba kernel at `width`, its vector-word program proved on all basis pairs."""
    prog = karatsuba_program(s, width)
    digits = -(-s // width.digit_words)
    digit_bits = 64 * width.digit_words
    label = (f"in-register Karatsuba {s}x{s} ({digits} {digit_bits}-bit digits, "
             f"{prog.counts()['clmul']} {width.instruction}{', one product per lane' if width.products > 1 else ''})")
    proof = prove_vector_product(prog, f"{s}x{s} {width.name} Karatsuba")
    return BaseKernel(s, label, proof, f"{sym}_priv_b{s}", karatsuba_body(prog, width), None,
                      proof_note=" (vector-word program: two probes per word pair decide them)")


def schoolbook_kernel(s: int, sym: str) -> BaseKernel:
    """The s-word zmm schoolbook (gen.isa.zmm_schoolbook), its vector-word program proved on all basis pairs."""
    prog = zmm_schoolbook_program(s)
    label = f"VPCLMULQDQ zmm schoolbook {s}x{s} (words of a in pairs, {prog.counts()['clmul']} VPCLMULQDQ zmm)"
    proof = prove_vector_product(prog, f"{s}x{s} zmm schoolbook")
    return BaseKernel(s, label, proof, f"{sym}_priv_b{s}", karatsuba_body(prog, ZMM), None,
                      proof_note=" (vector-word program: two probes per word pair decide them)")


def vector_kernel(s: int, sym: str, kind: str) -> BaseKernel:
    """The s-word vector kernel of `kind` ("zmm" or one of KARATSUBA_KINDS)."""
    return schoolbook_kernel(s, sym) if kind == "zmm" else karatsuba_kernel(s, sym, KARATSUBA_KINDS[kind])


def vector_clmuls(kind: str, s: int) -> int | None:
    """VPCLMULQDQ instructions of the s-word vector kernel of `kind` ("zmm" or one of KARATSUBA_KINDS); None where
    that kind is not offered at s words."""
    if kind == "zmm":
        return zmm_schoolbook_counts(s)[0] if s <= MAX_ZMM_BASE_WORDS else None
    width = KARATSUBA_KINDS[kind]
    return karatsuba_counts(s, width)["clmul"] if s <= width.max_words else None


MAX_PRODUCT_WORDS = 32


@dataclass
class Product:
    n: int
    target: Target
    kind: str  # "ir" or one of KARATSUBA_KINDS
    label: str  # the plan, in words
    program: Program | None  # the IR Program of an "ir" product (a vector kernel: None, as in BaseKernel)
    proof: Proof
    source: str  # one header with a static inline function


def product_kinds(target: Target) -> list[str]:
    """The one-call kernels an n x n product can be on `target`: the IR split tree, the zmm schoolbook
    and the in-register Karatsuba kernels of every VPCLMULQDQ width it has (zmm, ymm)."""
    kinds = ["ir"]
    if "vpclmulqdq_zmm" in target.features:
        kinds += ["zmm", f"{ZMM.name}-karatsuba"]
    if target.features & {"vpclmulqdq_zmm", "vpclmulqdq_ymm"}:
        kinds.append(f"{YMM.name}-karatsuba")
    return kinds


def predicted_product_costs(target: Target, n: int) -> dict[str, float]:
    """Predicted ticks of the n x n product as each of product_kinds(target) (its cost model)."""
    costs = {"ir": candidate_trees(target, n * 64 // target.word_bits)[0].estimate.throughput}
    for kind in product_kinds(target)[1:]:
        if (clmuls := vector_clmuls(kind, n)) is not None:
            width = ZMM if kind == "zmm" else KARATSUBA_KINDS[kind]
            costs[kind] = vector_kernel_cost(target, clmuls, width.name)
    return costs


def build_product(n: int, tree, W: int) -> Program:
    """The IR of an n x n 64-bit-word carryless product by split tree `tree` on W-bit words."""
    b = Builder(W)
    xs = [b.load("a", i) for i in range(n * 64 // W)]
    ys = [b.load("b", i) for i in range(n * 64 // W)]
    words = diagonals_to_words(b, lower(b, tree, xs, ys))
    for i in range(2 * len(xs)):
        b.store("r", i, words[i] if i < len(words) else b.ZERO)
    return b.finish()


def proved_product(n: int, tree, target: Target, fn_name: str, helper_prefix: str) -> tuple[Program, Proof, Function]:
    """The n x n product as the target prints it (after its rewrites), proved on all basis pairs, and
    printed as `fn_name(c[2n], a[n], b[n])`."""
    prog = target.prepare(build_product(n, tree, target.word_bits))
    proof = prove_product(prog, 64 * n)
    shape = shape_for(64 * n + 1, target.word_bits)  # the array API with n words
    shape.clmul_api_words, shape.n_api_words = 2 * n, n
    return prog, proof, render_function("clmul", fn_name, helper_prefix, prog, target, shape)


def generate_product(n: int, isa: str, name: str | None = None, kind: str | None = None) -> Product:
    """Plan, prove and render an n x n 64-bit-word carryless product for `isa` as `kind` (one of
    product_kinds; by default the one the cost model, the host's profile when it has one, prices
    lowest: bench/compare.py passes the kind it measured fastest on the host)."""
    if not 1 <= n <= MAX_PRODUCT_WORDS:
        raise GenError(f"product size n={n} out of range: need 1 <= n <= {MAX_PRODUCT_WORDS} words")
    target = with_profile(get_target(isa))
    predicted = predicted_product_costs(target, n)
    kind = kind or min(predicted, key=predicted.get)
    if kind not in predicted:
        raise GenError(f"no {kind} product of {n} words on {isa}: choose from {', '.join(predicted)}")
    sym = name or f"clmul{n}w"
    helper = f"{sym}_priv_"
    if kind == "ir":
        choice = candidate_trees(target, n * 64 // target.word_bits)[0]
        prog, proof, fn = proved_product(n, choice.item, target, sym, helper)
        label, prelude, signature, body = choice.label, target.type_decls(helper) + target.helpers(helper, [prog]), \
            fn.signature, fn.body
    else:
        kernel = vector_kernel(n, sym, kind)
        prog, proof, label, prelude, body = None, kernel.proof, kernel.label, "", kernel.body
        signature = f"void {sym}_clmul(uint64_t c[{2 * n}], const uint64_t a[{n}], const uint64_t b[{n}])"
    guard = f"{sym.upper()}_H"
    includes = "\n".join(f"#include {i}" for i in target.includes())
    source = (
        f"/* {sym}.h: {n}x{n}-word carryless product on {target.name}, {label}.\n"
        f" * Proved: {proof}. Generated by gen {__version__}. */\n"
        f"#ifndef {guard}\n#define {guard}\n{includes}\n"
        f"#define {sym.upper()}_WORDS {n}\n#define {sym.upper()}_CLMUL_WORDS {2 * n}\n"
        f"{prelude}\n"
        f"static inline {signature}\n{{\n{body}\n}}\n#endif\n"
    )
    return Product(n, target, kind, label, prog, proof, source)
