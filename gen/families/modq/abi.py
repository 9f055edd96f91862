"""--abi pqclean-mlkem: the adapter files that put a mod-q kernel under PQClean's ML-KEM (clean).

ntt.c and reduce.c replace the scheme's files of those names (zetas, ntt, invntt, basemul;
montgomery_reduce, barrett_reduce); gen_poly.c defines the NTT-domain functions of poly.c and polyvec.c,
whose own definitions the integration removes from its copy of the scheme. One set of files serves
ML-KEM-512/768/1024 (they differ in KYBER_K, read from params.h) under the namespace given.

The scheme calls polyvec_basemul_acc_montgomery with its first operand unpacked from bytes: a public
key in encapsulation (PQClean does not do FIPS 203's modulus check, so its 12-bit coefficients reach
4095) and the secret key in decapsulation. The kernel's own proof covers |a_i| <= q - 1, so the bounds
of every base multiplication are derived again here, on the same lane program, for a_i in
[-(q - 1), 4095] (every primitive checked on every input it then receives); given that, the kernel's
basis proof of bilinearity covers those inputs too.
"""
from __future__ import annotations

import dataclasses

from ...errors import GenError
from ...family import Adapter, Kernel
from ...ir.lanes import Interval
from ...spec.prime import bit_reverse
from .abi_ring import require_scheme_ntt
from .prove import ModqProofError, check_bounds
from .spec import NttSpec

ABI = "pqclean-mlkem"
MLKEM_NTT = (3329, 256, 7, 17)  # q, n, layers, zeta
MLKEM_ACC = (2, 3, 4)  # KYBER_K of ML-KEM-512/768/1024
MLKEM_NAMESPACE = "PQCLEAN_MLKEM768_CLEAN_"
UNPACKED_MAX = (1 << 12) - 1  # poly_frombytes: 12 bits per coefficient, not reduced
POLY_FUNCTIONS = ("poly_ntt", "poly_invntt_tomont", "poly_basemul_montgomery", "poly_tomont", "poly_reduce")
POLYVEC_FUNCTIONS = ("polyvec_basemul_acc_montgomery",)


def prove_unpacked_operand(kernel: Kernel) -> list[str]:
    """Re-derive the bounds of every base multiplication with a_i in [-(q - 1), 4095] (b as declared);
    GenError if a lane could overflow or a primitive be wrong there. Returns the functions proved."""
    plan = kernel.design.plan
    q = plan.spec.q
    names = [name for name in plan.functions if name == "basemul" or name.startswith("basemul_acc")]
    for name in names:
        fn = plan.functions[name]
        unpacked = fn.inputs["a"].union(Interval(-(q - 1), UNPACKED_MAX))
        wide = dataclasses.replace(fn, inputs={**fn.inputs, "a": unpacked})
        try:
            check_bounds(plan, wide, {}, as_planned=False)  # wider inputs: outputs within the contract
        except ModqProofError as e:
            raise GenError(f"--abi {ABI}: {name} is not proved for unpacked key coefficients up to {UNPACKED_MAX} "
                           f"(the scheme's encapsulation passes them unreduced): {e}") from None
    return names


def adapters(kernel: Kernel, namespace: str | None) -> list[Adapter]:
    """ntt.c (zetas, ntt, invntt, the one-block basemul), reduce.c and gen_poly.c (the NTT-domain poly and
    polyvec functions; the polyvec product picks basemul_acc<KYBER_K> at compile time)."""
    require_scheme_ntt(kernel, ABI, "ML-KEM", MLKEM_NTT, MLKEM_ACC, levels="ML-KEM-512/768/1024")
    spec: NttSpec = kernel.spec
    proved = prove_unpacked_operand(kernel)
    q, bits = spec.q, spec.lane_bits  # Montgomery's R is 2^lane_bits
    zetas = [spec.modulus.to_montgomery(pow(spec.zeta, bit_reverse(i, spec.layers), q), bits)
             for i in range(spec.blocks)]
    ns = namespace or MLKEM_NAMESPACE
    unpacked = (f"{', '.join(proved)} also proved for a_i in [-(q-1), {UNPACKED_MAX}] (keys unpacked from bytes, "
                f"not reduced).")
    values = dict(unpacked_max=UNPACKED_MAX)
    return [
        Adapter("ntt.c", "ntt.c", "abi/pqclean_mlkem_ntt.c.j2",
                "zetas (the scheme's table), ntt, invntt (times 2^16) and the one-block basemul.", ns,
                dict(values, zetas=zetas, zeta=spec.zeta)),
        Adapter("reduce.c", "reduce.c", "abi/pqclean_mlkem_reduce.c.j2", "montgomery_reduce, barrett_reduce.", ns,
                values),
        Adapter("gen_poly.c", "the NTT-domain functions of poly.c and polyvec.c", "abi/pqclean_mlkem_poly.c.j2",
                f"{', '.join(POLY_FUNCTIONS + POLYVEC_FUNCTIONS)} (basemul_acc<KYBER_K>);\n * {unpacked}", ns,
                dict(values, poly_functions=POLY_FUNCTIONS, polyvec_functions=POLYVEC_FUNCTIONS)),
    ]


__all__ = ["ABI", "MLKEM_NAMESPACE", "POLY_FUNCTIONS", "POLYVEC_FUNCTIONS", "adapters", "prove_unpacked_operand"]
