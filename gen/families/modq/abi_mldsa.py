"""--abi pqclean-mldsa: the adapter files that put a mod-q kernel under PQClean's ML-DSA (clean).

ntt.c and reduce.c replace the scheme's files of those names (ntt, invntt_tomont; montgomery_reduce,
reduce32, caddq, freeze); gen_poly.c defines the NTT-domain functions of poly.c and polyvec.c (poly_reduce,
poly_caddq, poly_ntt, poly_invntt_tomont, poly_pointwise_montgomery, polyvecl_pointwise_acc_montgomery) and,
for a kernel with the rounding functions (configs/mldsa.toml), poly_power2round, poly_decompose,
poly_make_hint, poly_use_hint and poly_chknorm (GAMMA2 read from params.h),
whose own definitions the integration removes from its copy of the scheme. On targets with a 4-way Keccak
(gen.isa.simd.keccak_x4_vector: avx2 and up) gen_expand.c also defines polyvec.c's samplers (ExpandA,
ExpandS, ExpandMask) on four SHAKE streams at a time (gen.render.keccak), with the scheme's very outputs;
elsewhere the scheme keeps its one-stream fips202 samplers. One set of files serves
ML-DSA-44/65/87 (they differ in L, read from params.h) under the namespace given.

What PQClean's callers need, checked on the kernel's proved bounds before anything is written:
  - poly_ntt gets |x| <= q - 1 (t1 * 2^13 reaches q - 1 exactly in verification; y, z, s1, s2, t0, c are
    smaller); its output only feeds the pointwise products, whose other operand is a matrix entry in [0, q)
    or another NTT output: so the NTT's output bound must lie within the base multiplication's input bound,
    and within PQClean's own (|x| <= 9(q - 1), "coefficients can grow by 8q");
  - poly_invntt_tomont gets pointwise products (|x| < q) or reduce32 outputs, and its outputs must stay
    inside (-q, q): caddq then gives the standard representatives that decompose and use_hint assume;
  - poly_pointwise_montgomery's outputs feed the inverse NTT directly: |x| <= q - 1;
  - polyvecl_pointwise_acc_montgomery (L products) is reduced by reduce32 afterwards: |x| <= L(q - 1) as
    PQClean's sum of L Montgomery products;
  - poly_reduce is reduce32 itself (the same shift Barrett: t = (a + 2^22) >> 23, a - t*q), on every input
    PQClean allows (a <= 2^31 - 2^22 - 1), so norm checks and hints see PQClean's representatives.
"""
from __future__ import annotations

from ...errors import GenError
from ...family import Adapter, Kernel
from ...isa.simd import keccak_x4_vector
from ...render.keccak import SHAKE128_RATE, SHAKE256_RATE, keccak_x4
from .abi_ring import require_scheme_ntt

ABI = "pqclean-mldsa"
MLDSA_NTT = (8380417, 256, 8, 1753)  # q, n, layers, zeta (FIPS 204)
MLDSA_ACC = (4, 5, 7)  # L of ML-DSA-44/65/87
MLDSA_NAMESPACE = "PQCLEAN_MLDSA65_CLEAN_"
REDUCE32_IN_MAX = 2 ** 31 - 2 ** 22 - 1  # reduce.c: "a <= 2^{31} - 2^{22} - 1"
POLY_FUNCTIONS = ("poly_reduce", "poly_caddq", "poly_ntt", "poly_invntt_tomont", "poly_pointwise_montgomery")
POLYVEC_FUNCTIONS = ("polyvecl_pointwise_acc_montgomery",)
# with the kernel's rounding functions (configs/mldsa.toml's `rounding`): poly.c's per-coefficient rounding loops too
ROUNDING_FUNCTIONS = ("poly_power2round", "poly_decompose", "poly_make_hint", "poly_use_hint", "poly_chknorm")
# on targets with a 4-way Keccak (gen_expand.c): polyvec.c's samplers, four SHAKE streams at a time
EXPAND_FUNCTIONS = ("polyvec_matrix_expand", "polyvecl_uniform_eta", "polyveck_uniform_eta", "polyvecl_uniform_gamma1")
MLDSA_D = 13
MLDSA_GAMMA2_DIVISORS = (88, 32)  # GAMMA2 = (q - 1)/88 (ML-DSA-44), (q - 1)/32 (ML-DSA-65/87)


def poly_functions(kernel: Kernel) -> tuple[str, ...]:
    """The poly.c functions gen_poly.c defines for this kernel: the rounding ones where it has them for
    every level (d = 13, both GAMMA2), GenError where it has them for some other parameters."""
    r = kernel.design.plan.rounding
    if r is None:
        return POLY_FUNCTIONS
    if r.d != MLDSA_D or any(g not in r.divisors for g in MLDSA_GAMMA2_DIVISORS):
        raise GenError(f"--abi {ABI}: the kernel's rounding functions are for d = {r.d}, GAMMA2 = (q - 1)/"
                       f"{list(r.divisors)}; ML-DSA needs d = {MLDSA_D} and GAMMA2 = (q - 1)/88 and (q - 1)/32")
    return POLY_FUNCTIONS + ROUNDING_FUNCTIONS


def check_bounds(kernel: Kernel) -> list[str]:
    """GenError (one line) naming the first proved bound that does not meet what PQClean's callers need;
    otherwise the checks made, for the adapter's header."""
    plan = kernel.design.plan
    q = plan.spec.q

    def out(fn: str) -> int:
        return plan.bound(fn).magnitude

    def inp(fn: str, arg: str = "r"):
        return plan.functions[fn].inputs[arg]

    ntt_out, basemul_in = out("ntt"), min(inp("basemul", "a").magnitude, inp("basemul", "b").magnitude)
    reduce_in = inp("reduce")
    needs = [
        (ntt_out <= basemul_in, f"ntt's output bound {ntt_out} exceeds the base multiplication's input bound "
                                f"{basemul_in} (poly_pointwise_montgomery multiplies two NTT outputs)"),
        (ntt_out <= 9 * (q - 1), f"ntt's output bound {ntt_out} exceeds PQClean's 9(q - 1)"),
        (inp("invntt").magnitude >= q - 1, f"invntt_tomont is proved for |x| <= {inp('invntt').magnitude}, the "
                                           f"scheme feeds it up to q - 1"),
        (out("invntt") <= q - 1, f"invntt_tomont's output bound {out('invntt')} leaves (-q, q), which caddq "
                                 f"needs to give standard representatives"),
        (out("basemul") <= min(q - 1, inp("invntt").magnitude),
         f"basemul's output bound {out('basemul')} exceeds q - 1 (the scheme inverts pointwise products directly)"),
        (reduce_in.lo <= -2 ** 31 and reduce_in.hi >= REDUCE32_IN_MAX,
         f"reduce is proved on {reduce_in}, PQClean's reduce32 on [-2^31, 2^31 - 2^22 - 1]"),
        (out("reduce") <= inp("invntt").magnitude,
         f"reduce's output bound {out('reduce')} exceeds the inverse NTT's input bound"),
        (inp("caddq").lo <= -2 ** 31 and inp("caddq").hi >= 2 ** 31 - 1, "caddq is not proved on every int32_t"),
    ]
    for k in MLDSA_ACC:
        needs.append((out(f"basemul_acc{k}") <= k * (q - 1),
                      f"basemul_acc{k}'s output bound {out(f'basemul_acc{k}')} exceeds PQClean's {k}(q - 1)"))
    for ok, why in needs:
        if not ok:
            raise GenError(f"--abi {ABI}: {why}")
    return [f"ntt {plan.spec.input_bound} -> {ntt_out} <= basemul input {basemul_in}",
            f"invntt_tomont {inp('invntt').magnitude} -> {out('invntt')} < q",
            f"pointwise -> {out('basemul')} < q",
            ", ".join(f"acc{k} -> {out(f'basemul_acc{k}')} <= {k}(q-1)" for k in MLDSA_ACC),
            f"reduce on [-2^31, {reduce_in.hi}] -> {out('reduce')}"]


def expand_adapter(kernel: Kernel, namespace: str, values: dict) -> list[Adapter]:
    """gen_expand.c (ExpandA, ExpandS and ExpandMask on the 4-way Keccak printed for the kernel's target), or
    nothing where the target has no 4-way Keccak (the scheme keeps its one-stream samplers)."""
    v = keccak_x4_vector(kernel.target)
    if v is None:
        return []
    keccak = keccak_x4(v, f"{kernel.sym}_")
    return [Adapter("gen_expand.c", "polyvec.c's samplers", "abi/pqclean_mldsa_expand.c.j2",
                    f"{', '.join(EXPAND_FUNCTIONS)}: four SHAKE streams at a time, outputs identical to the "
                    "scheme's.", namespace,
                    dict(values, functions=EXPAND_FUNCTIONS, keccak_code=keccak.code(), absorb=keccak.absorb,
                         squeeze=keccak.squeeze, vector_type=v.T, vector_header=v.header,
                         shake128_rate=SHAKE128_RATE, shake256_rate=SHAKE256_RATE))]


def adapters(kernel: Kernel, namespace: str | None) -> list[Adapter]:
    """ntt.c (ntt, invntt_tomont), reduce.c (montgomery_reduce, reduce32, caddq, freeze), gen_poly.c (the
    NTT-domain poly and polyvec functions; the polyvec product picks basemul_acc<L> at compile time) and, where
    the target has a 4-way Keccak, gen_expand.c (the samplers of polyvec.c)."""
    require_scheme_ntt(kernel, ABI, "ML-DSA", MLDSA_NTT, MLDSA_ACC,
                       levels="ML-DSA-44/65/87; acc = [4, 5, 7] in the config",
                       config_hint=", e.g. --config configs/mldsa.toml")
    checked = check_bounds(kernel)
    poly = poly_functions(kernel)
    ns = namespace or MLDSA_NAMESPACE
    values = dict(reduce32_in_max=REDUCE32_IN_MAX, checked=checked)
    return [
        Adapter("ntt.c", "ntt.c", "abi/pqclean_mldsa_ntt.c.j2", "ntt (lazy, bit-reversed) and invntt_tomont (times 2^32).",
                ns, values),
        Adapter("reduce.c", "reduce.c", "abi/pqclean_mldsa_reduce.c.j2",
                "montgomery_reduce, reduce32, caddq, freeze (the same representatives as the scheme's).", ns, values),
        Adapter("gen_poly.c", "the NTT-domain functions of poly.c and polyvec.c", "abi/pqclean_mldsa_poly.c.j2",
                f"{', '.join(poly + POLYVEC_FUNCTIONS)} (basemul_acc<L>);\n"
                f" * bounds checked against PQClean's callers: {'; '.join(checked)}.", ns,
                dict(values, poly_functions=poly, polyvec_functions=POLYVEC_FUNCTIONS,
                     rounding=poly != POLY_FUNCTIONS)),
        *expand_adapter(kernel, ns, values),
    ]


__all__ = ["ABI", "EXPAND_FUNCTIONS", "MLDSA_NAMESPACE", "POLY_FUNCTIONS", "POLYVEC_FUNCTIONS", "ROUNDING_FUNCTIONS", "adapters",
           "check_bounds", "expand_adapter", "poly_functions"]
