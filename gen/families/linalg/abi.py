"""Scheme adapters of the linalg family: `--abi liboqs-uov`, UOV's portable blas layer in liboqs, and
`--abi liboqs-mayo`, the m-vector arithmetic of MAYO's opt code in liboqs.

UOV's `ref` code (liboqs src/sig/uov/pqov_ov_*_ref/) does its vector arithmetic through the static
inline functions of blas_u32.h (blas.h maps gf16v_madd, gf256v_madd, the in-place products by a
scalar, gf256v_add and gf256v_conditional_add onto them). The adapter is a blas_u32.h whose
multiply-accumulates and products by a scalar are the kernel's axpy; it is the same file for every
parameter set of one field (the twelve ref directories ship identical copies).

MAYO's opt code (liboqs src/sig/mayo/pqmayo_mayo-*_opt/) keeps vectors of m GF(16) elements
("m-vectors") nibble-packed in uint64_t limbs, element i in bits 4i..4i+3 of the little-endian limbs,
so byte j holds elements 2j (low nibble) and 2j+1 (high nibble): the linalg family's GF(16) packing.
Its matrix products (generic_arithmetic.h: P1*O, P1*V^t, (P1 + P1^t)*O, O^t*P2, V*L, V*(P1*V^t)) do all
their GF(16) multiplications through the static inline m-vector primitives of arithmetic_fixed.h
(m_vec_mul_add: acc ^= a*in over one m-vector). The adapter is an arithmetic_fixed.h whose
m_vec_mul_add is the kernel's axpy over the M_VEC_LIMBS_MAX limbs of an m-vector; the same file for
every parameter set (the four opt directories ship identical copies). A kernel that also has the
gemm shapes of one parameter set (MAYO_GEMMS; `--linalg` argument: mayo_linalg_arg) gets a generic_arithmetic.h
besides, whose products P1*O, P1*V^t, (P1 + P1^t)*O, O^t*(P1*O + P2), V*L and V*(P1*V^t) are those gemms on
whole blocks of m-vectors (one coefficient per scalar of O or V per block instead of one per m-vector).
"""
from __future__ import annotations

import re

from ...errors import GenError
from ...family import Adapter, Kernel
from ...spec import parse_field
from .spec import GEMM_DIM_MAX, gauss_row_bytes

# UOV's fields (params.h, gf16.h) and the parameter sets that use them
UOV_FIELDS = {
    16: ("x^4+x+1", "ov-Is, ov-Is-pkc, ov-Is-pkc-skc"),
    256: ("x^8+x^4+x^3+x+1", "ov-Ip, ov-III, ov-V and their -pkc, -pkc-skc variants"),
}
UOV_ABI = "liboqs-uov"
# the bytes one step of the kernel's axpy loop covers, per ISA (the adapter does a remainder as one
# whole block ending at the vector's end); others: 32
AXPY_BLOCK_BYTES = {"c64": 8, "avx2": 32, "avx512": 64}

# UOV's classic parameter sets: (field order, v, o) as params.h defines them
UOV_SETS = {"ov-Is": (16, 96, 64), "ov-Ip": (256, 68, 44), "ov-III": (256, 112, 72), "ov-V": (256, 148, 96)}
# the gemm shapes the adapters call, by name: (rows of C, inner dimension, columns of C in field elements, A stored
# transposed). parallel_matrix_op.c: p1o: C (o batches of o elements) += O^t (UOV's column-major O: o rows of v
# elements) times v batches (a row of P1, a gathered column of P1, a gathered column of P1*O + P2); quad: 1 x v
# times v batches (the quadratic form's rows, then their sum), A = the secret vinegar vector. blas_matrix_ref.c:
# ge: one elimination step of the signer's o x o Gaussian elimination on its o rows of "w" elements (the matrix,
# the constant, zero padding: uov_ge_width), C = every row, A = the pivot column (zero at and above the pivot), B = the
# pivot row; l1: the signer's S * x_v (gf*mat_prod of ov.c's mat_l1): 1 x v times v columns of S (o x o elements
# each), A = the secret vinegar vector, where o * o is at most GEMM_DIM_MAX (ov-Is, ov-Ip)
UOV_GEMMS = {"p1o": ("o", "v", "o", False), "quad": (1, "v", "o", False), "ge": ("o", 1, "w", True),
             "l1": (1, "v", "oo", False)}
# parallel_matrix_op.c's shapes (blas_matrix_ref.c needs only the ge shapes, which every ISA's plain gemm has)
UOV_PREPARED = ("p1o", "quad")
# the elimination's windows: besides ge (every row), ge<rows> for rows = o - 16, o - 32, ... > 0: the step of pivot i
# updates the smallest window of the system's last rows that holds the rows below the pivot (i + 1 .. o - 1)
UOV_GE_STEP = 16
# the signer's elimination as one kernel (gauss=uov:O, N_gauss_uov) where the ISA has its plan (x86); the gemm windows
# above stay for the others
UOV_GAUSS = "uov"


def uov_ge_width(q: int, o: int) -> int:
    """Elements per row of the Gaussian elimination: the ref code's o / 2 + 4 bytes (GF(16)) or o + 4 (GF(256)),
    rounded up to a multiple of 8 bytes (the kernel reads and writes a row's last 8, 16 or 24 bytes in place; the
    extra bytes are zero and stay zero)."""
    return 2 * gauss_row_bytes(4, o) if q == 16 else gauss_row_bytes(8, o)


def uov_ge_rows(o: int) -> list[int]:
    """The row counts of the elimination's gemm windows, largest (o: the shape ge) first."""
    return list(range(o, 0, -UOV_GE_STEP))


def uov_ge_name(rows: int, o: int) -> str:
    """The gemm shape of the window of the last `rows` rows: ge for every row, else ge<rows>."""
    return "ge" if rows == o else f"ge{rows}"


def uov_set_shapes(uov_set: str) -> dict[str, tuple[int, int, int, bool]]:
    """The gemm shapes (m, k, n, A transposed) of one UOV parameter set ("ov-Is"), by name."""
    q, v, o = UOV_SETS[uov_set]
    size = {"o": o, "v": v, "w": uov_ge_width(q, o), "oo": o * o, 1: 1}
    shapes = {name: (size[m], size[k], size[n], at) for name, (m, k, n, at) in UOV_GEMMS.items()
              if size[n] <= GEMM_DIM_MAX}
    for rows in uov_ge_rows(o)[1:]:
        shapes[uov_ge_name(rows, o)] = (rows, 1, size["w"], True)
    return shapes


def uov_shape_names(spec) -> set[str]:
    """The names of the kernel's gemm shapes that belong to the UOV adapters (UOV_GEMMS and the ge windows)."""
    return set(UOV_GEMMS) | {g.name for g in spec.gemms if re.fullmatch(r"ge[0-9]+", g.name)}


def uov_linalg_arg(uov_set: str) -> str:
    """The --linalg argument that asks for axpy and the gemm shapes of a UOV parameter set ("ov-Is")."""
    return ",".join(["axpy", *(f"gemm={name}:{m}x{k}x{n}" + (":at" if at else "")
                               for name, (m, k, n, at) in uov_set_shapes(uov_set).items()),
                     f"gauss={UOV_GAUSS}:{UOV_SETS[uov_set][2]}"])


def uov_set_of(spec) -> str | None:
    """The UOV parameter set whose gemm shapes the kernel has (None: it has none of them); raises GenError
    for a partial set, a foreign shape or a set of the other field."""
    ours = uov_shape_names(spec)
    have = {g.name: (g.m, g.k, g.n, g.a_transposed) for g in spec.gemms if g.name in ours}
    if not have:
        return None
    q = 1 << spec.m
    for name, (field_q, _, _) in UOV_SETS.items():
        if (field_q == q and have == uov_set_shapes(name)
                and not any(g.upper for g in spec.gemms if g.name in ours)
                and all(g.o == UOV_SETS[name][2] for g in spec.gausses if g.name == UOV_GAUSS)):
            return name
    sets = [n for n, (field_q, _, _) in UOV_SETS.items() if field_q == q]
    raise GenError(f"--abi {UOV_ABI}: the gemm shapes {', '.join(sorted(ours))} must be one UOV parameter set's of "
                   f"GF({q}) ({', '.join(sets)}), all of them (e.g. --linalg {uov_linalg_arg(sets[0])}); got "
                   f"{', '.join(spec.tokens)}")


MAYO_ABI = "liboqs-mayo"
MAYO_FIELD = "x^4+x+1"  # MAYO's GF(16), every parameter set
# MAYO's parameter sets: (v, o, k, m_vec_limbs) as mayo.h defines them
MAYO_SETS = {"MAYO-1": (78, 8, 10, 5), "MAYO-2": (64, 17, 4, 4), "MAYO-3": (108, 10, 11, 7), "MAYO-5": (142, 12, 12, 9)}
# m (equations: the rows of the linear system sample_solution puts in echelon form), by set
MAYO_M = {"MAYO-1": 78, "MAYO-2": 64, "MAYO-3": 108, "MAYO-5": 142}
# the gemm shapes generic_arithmetic.h calls, by name: (rows of C, inner dimension, columns of C in m-vectors,
# A transposed); rows of C are o or k, an m-vector 16 * m_vec_limbs elements (its limbs' nibbles). p1o, ot, p1v,
# vl, vpv: key generation and signing (O, V secret); p1v, vpv, p2s, s2ps: verification's P*S^t and S*(P*S^t)
# with the public signature S = [S1 S2] in V's place
MAYO_GEMMS = {"p1o": ("o", "v", 1, True), "ot": ("o", "v", "o", True), "p1v": ("k", "v", 1, True),
              "vl": ("k", "v", "o", False), "vpv": ("k", "v", "k", False), "p2s": ("k", "o", 1, True),
              "s2ps": ("k", "o", "k", False)}
# the echelon form (echelon_form.h): sample_solution's m x (k*o + 1) system, one element per byte, by the kernel's
# ef (N_ef_ef: MAYO's constant-time EF)
MAYO_EF = "ef"


def mayo_ef_shape(m: int, o: int, k: int) -> tuple[int, int]:
    """The echelon form's shape (rows, columns) of sample_solution's system."""
    return (m, k * o + 1)


def mayo_gemm_shapes(v: int, o: int, k: int, limbs: int) -> dict[str, tuple[int, int, int, bool]]:
    """The gemm shapes (m, k, n, A transposed) of one parameter set, by name."""
    size = {"o": o, "k": k, "v": v, 1: 1}
    return {name: (size[rows], size[inner], size[cols] * 16 * limbs, at)
            for name, (rows, inner, cols, at) in MAYO_GEMMS.items()}


def mayo_set_shapes(mayo_set: str) -> dict[str, tuple[int, int, int, bool]]:
    """Every gemm shape the adapters of a set call."""
    v, o, k, limbs = MAYO_SETS[mayo_set]
    return mayo_gemm_shapes(v, o, k, limbs)


def mayo_set_ef(mayo_set: str) -> tuple[int, int]:
    """The echelon form shape of a set."""
    _, o, k, _ = MAYO_SETS[mayo_set]
    return mayo_ef_shape(MAYO_M[mayo_set], o, k)


def mayo_linalg_arg(mayo_set: str) -> str:
    """The --linalg argument that asks for axpy, the gemm shapes and the echelon form of a parameter set ("MAYO-1")."""
    shapes = mayo_set_shapes(mayo_set)
    rows, cols = mayo_set_ef(mayo_set)
    return ",".join(["axpy", *(f"gemm={name}:{m}x{k}x{n}" + (":at" if at else "") for name, (m, k, n, at) in shapes.items()),
                     f"ef={MAYO_EF}:{rows}x{cols}"])


def mayo_set_of(spec) -> str | None:
    """The parameter set whose gemm shapes and echelon form the kernel has (None: it has none of them); raises
    GenError for a partial or mismatched set."""
    ours = set(MAYO_GEMMS)
    have = {g.name: (g.m, g.k, g.n, g.a_transposed) for g in spec.gemms if g.name in ours}
    ef = {e.name: (e.m, e.n) for e in spec.efs if e.name == MAYO_EF}
    if not have and not ef:
        return None
    for name in MAYO_SETS:
        if (have == mayo_set_shapes(name) and ef.get(MAYO_EF) == mayo_set_ef(name)
                and not any(g.upper for g in spec.gemms if g.name in ours)):
            return name
    raise GenError(f"--abi {MAYO_ABI}: the gemm shapes {', '.join(sorted(ours))} and ef={MAYO_EF} must be one MAYO "
                   f"parameter set's, all of them (MAYO-1: --linalg {mayo_linalg_arg('MAYO-1')}); got "
                   f"{', '.join(spec.tokens)}")


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
    adapters = [Adapter("blas_u32.h", "blas_u32.h", "abi/liboqs_uov_blas_u32.h.j2", what, values=values)]
    uov_set = uov_set_of(spec)
    # parallel_matrix_op.c and blas_matrix_ref.c only where the ISA has prepared tables for the batched products
    # (GF(256) everywhere, GF(16) on x86): a plain gemm per row of P1 would build every coefficient again, as the
    # blas layer does
    if uov_set is not None and {p.shape.name for p in kernel.design.prepared} >= set(UOV_PREPARED):
        _, v, o = UOV_SETS[uov_set]
        values = dict(q=q, uov_set=uov_set, v=v, o=o, linalg_arg=uov_linalg_arg(uov_set),
                      batch=o // 2 if q == 16 else o, vrow=v // 2 if q == 16 else v,
                      ge_bytes=uov_ge_width(q, o) // 2 if q == 16 else uov_ge_width(q, o),
                      ge_windows=[(rows, uov_ge_name(rows, o)) for rows in reversed(uov_ge_rows(o))],
                      l1="l1" in {p.shape.name for p in kernel.design.prepared},
                      gauss=next((g.shape.name for g in kernel.design.gausses if g.shape.name == UOV_GAUSS), None))
        what = (f"{uov_set}'s batched products P1*O, P1^t*O, (P1 + P1^t)*O, upper(O^t*(P1*O + P2)) (key generation) "
                "and the quadratic form x^t*P1*x (signing) by the kernel's gemm on whole batches of o elements, "
                "with prepared tables of O and of x")
        adapters.append(Adapter("parallel_matrix_op.c", "parallel_matrix_op.c", "abi/liboqs_uov_parallel_matrix_op.c.j2",
                                what, values=values))
        how = ("the Gaussian elimination by the kernel's gauss" if values["gauss"] else
               "the Gaussian elimination's row updates by the kernel's gemm (one call per pivot over a window of rows)")
        what = f"{uov_set}'s signing system: {how}, the matrix-vector product and back substitution on the blas layer"
        adapters.append(Adapter("blas_matrix_ref.c", "blas_matrix_ref.c", "abi/liboqs_uov_blas_matrix_ref.c.j2",
                                what, values=values))
        method = next(p.method for p in kernel.design.prepared if p.shape.name == "quad")
        publicmap = "multiply" if method.name == "gfni" else "bins"
        what = (f"{uov_set}'s public map w^t*P*w (verification): "
                + ("by the kernel's gemm quad with prepared tables of the signature's two parts, every batch of P "
                   "multiplied once" if publicmap == "multiply" else
                   f"the ref code's {q} bins of batches by coefficient as whole 32-byte vectors, summed by the "
                   "kernel's axpy (public data only: the bins' index depends on the signature)"))
        adapters.append(Adapter("ov_publicmap.c", "ov_publicmap.c", "abi/liboqs_uov_ov_publicmap.c.j2", what,
                                values=dict(values, oil_bytes=o // 2 if q == 16 else o, publicmap=publicmap,
                                            bin_bytes=-(-values["batch"] // 32) * 32, planes=4 if q == 16 else 8,
                                            public_only="" if publicmap == "multiply" else
                                            "the bins' index is w_i * w_j of the signature, which is public "
                                            "(verification only), as in the ref code.")))
    return adapters


def mayo_adapters(kernel: Kernel, namespace: str | None) -> list[Adapter]:
    """The arithmetic_fixed.h adapter for a GF(16) kernel mod x^4+x+1 that has axpy."""
    spec = kernel.spec
    if spec.m != 4 or spec.field.modulus != parse_field(MAYO_FIELD).modulus:
        raise GenError(f"--abi {MAYO_ABI} needs MAYO's field: --field '{MAYO_FIELD}', not {spec.field.text}")
    if "axpy" not in spec.kernels:
        raise GenError(f"--abi {MAYO_ABI} calls the axpy kernel: give --linalg all (or a list with axpy)")
    if namespace is not None:
        raise GenError(f"--abi {MAYO_ABI} takes no --namespace: the adapter's functions are static inline, "
                       "so each parameter set's copy is private to it")
    what = (f"m_vec_mul_add over GF(16) mod {spec.field.text} by the kernel's axpy on whole m-vectors; "
            "m_vec_copy, m_vec_add and the products by x and 1/x (m_vec_multiply_bins) on 64-bit limbs.")
    adapters = [Adapter("arithmetic_fixed.h", "arithmetic_fixed.h", "abi/liboqs_mayo_arithmetic_fixed.h.j2", what,
                        values=dict(modulus=spec.field.text))]
    mayo_set = mayo_set_of(spec)
    if mayo_set is not None:
        v, o, k, limbs = MAYO_SETS[mayo_set]
        # prepared tables (the ISA's paired shuffle tables): O's and V's built once per product, the triangular
        # products over each row's own range of the inner dimension; else the plain gemm on every row
        prepared = {p.shape.name for p in kernel.design.prepared} >= set(MAYO_GEMMS)
        public_map = ("the public map's P*S^t and S*P*S^t by the kernel's gemm with S's tables" if prepared else
                      "the public map's P*S^t and S*P*S^t as MAYO's bins")
        what = (f"{mayo_set}'s m-vector matrix products P1*O, P1*V^t, (P1 + P1^t)*O, O^t*P2, V*L and V*(P1*V^t) by "
                f"the kernel's gemm on blocks of m-vectors{' (prepared tables, triangles skipped)' if prepared else ''}; "
                f"{public_map}.")
        adapters.append(Adapter("generic_arithmetic.h", "generic_arithmetic.h", "abi/liboqs_mayo_generic_arithmetic.h.j2",
                                what, values=dict(mayo_set=mayo_set, v=v, o=o, k=k, limbs=limbs, prepared=prepared,
                                                  linalg_arg=mayo_linalg_arg(mayo_set))))
        m = MAYO_M[mayo_set]
        what = f"{mayo_set}'s echelon form (EF, constant time as MAYO's) by the kernel's ef."
        adapters.append(Adapter("echelon_form.h", "echelon_form.h", "abi/liboqs_mayo_echelon_form.h.j2", what,
                                values=dict(mayo_set=mayo_set, m=m, o=o, k=k, cols=k * o + 1, ef=MAYO_EF,
                                            linalg_arg=mayo_linalg_arg(mayo_set))))
    return adapters


def linalg_adapters(kernel: Kernel, abi: str, namespace: str | None) -> list[Adapter]:
    """The adapters of one of the family's ABIs."""
    return mayo_adapters(kernel, namespace) if abi == MAYO_ABI else uov_adapters(kernel, namespace)


__all__ = ["AXPY_BLOCK_BYTES", "MAYO_ABI", "MAYO_EF", "MAYO_FIELD", "MAYO_GEMMS", "MAYO_M", "MAYO_SETS", "mayo_ef_shape",
           "mayo_set_ef", "mayo_set_shapes", "UOV_ABI", "UOV_FIELDS", "UOV_GAUSS", "UOV_GE_STEP", "UOV_GEMMS", "UOV_PREPARED",
           "UOV_SETS", "uov_ge_name", "uov_ge_rows", "uov_ge_width", "uov_linalg_arg", "uov_set_of", "uov_set_shapes",
           "linalg_adapters", "mayo_adapters", "mayo_gemm_shapes", "mayo_linalg_arg", "mayo_set_of", "uov_adapters"]
