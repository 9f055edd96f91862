"""Scheme adapters of the linalg family: `--abi liboqs-uov`, UOV's portable blas layer in liboqs.

UOV's `ref` code (liboqs src/sig/uov/pqov_ov_*_ref/) does its vector arithmetic through the static
inline functions of blas_u32.h (blas.h maps gf16v_madd, gf256v_madd, the in-place products by a
scalar, gf256v_add and gf256v_conditional_add onto them). The adapter is a blas_u32.h whose
multiply-accumulates and products by a scalar are the kernel's axpy; it is the same file for every
parameter set of one field (the twelve ref directories ship identical copies).
"""
from __future__ import annotations

from ...errors import GenError
from ...family import Adapter, Kernel
from ...spec import parse_field

# UOV's fields (params.h, gf16.h) and the parameter sets that use them
UOV_FIELDS = {
    16: ("x^4+x+1", "ov-Is, ov-Is-pkc, ov-Is-pkc-skc"),
    256: ("x^8+x^4+x^3+x+1", "ov-Ip, ov-III, ov-V and their -pkc, -pkc-skc variants"),
}
UOV_ABI = "liboqs-uov"
# the bytes one step of the kernel's axpy loop covers, per ISA (the adapter does a remainder as one
# whole block ending at the vector's end); others: 32
AXPY_BLOCK_BYTES = {"c64": 8, "avx2": 32, "avx512": 64}


def uov_adapters(kernel: Kernel, namespace: str | None) -> list[Adapter]:
    """The blas_u32.h adapter for a GF(16) or GF(256) kernel in UOV's field that has axpy."""
    spec = kernel.spec
    q = 1 << spec.m
    field_text, parameter_sets = UOV_FIELDS[q]
    if spec.field.modulus != parse_field(field_text).modulus:
        raise GenError(f"--abi {UOV_ABI} needs UOV's fields: --field 'x^4+x+1' (ov-Is) or 'x^8+x^4+x^3+x+1' "
                       f"(ov-Ip, ov-III, ov-V), not {spec.field.text}")
    if "axpy" not in spec.kernels:
        raise GenError(f"--abi {UOV_ABI} calls the axpy kernel: give --linalg all (or a list with axpy)")
    if namespace is not None:
        raise GenError(f"--abi {UOV_ABI} takes no --namespace: the adapter's functions are static inline, "
                       "so each parameter set's copy is private to it")
    other_field = UOV_FIELDS[256 if q == 16 else 16][0]
    scalar = "(uint8_t)(b & 0xfu)" if q == 16 else "b"
    what = (f"gf{q}v_madd and gf{q}v_mul_scalar over GF({q}) mod {spec.field.text} by the kernel's axpy; "
            "gf256v_add and gf256v_conditional_add as plain XORs.")
    values = dict(q=q, modulus=spec.field.text, parameter_sets=parameter_sets, other_field=other_field, scalar=scalar,
                  window=AXPY_BLOCK_BYTES.get(kernel.target.name, 32))
    return [Adapter("blas_u32.h", "blas_u32.h", "abi/liboqs_uov_blas_u32.h.j2", what, values=values)]


__all__ = ["AXPY_BLOCK_BYTES", "UOV_ABI", "UOV_FIELDS", "uov_adapters"]
