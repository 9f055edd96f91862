"""Scheme ABIs: adapter files that give a header-only gen kernel the exact signature a scheme expects.

An adapter replaces one source file of the scheme (e.g. PQClean HQC's gf2x.c) and includes the
kernel header beside it; the scheme's own headers supply the prototypes, so a signature mismatch
is a compile error. Each ABI states which kernels it accepts; anything else is one clear error.
"""
from __future__ import annotations

import shlex
from dataclasses import dataclass
from typing import Callable

from . import __version__
from .emit import _environment
from .errors import GenError
from .field import parse_field
from .pipeline import check_identifier

HQC_NAMESPACES = {17669: "PQCLEAN_HQC128_CLEAN_", 35851: "PQCLEAN_HQC192_CLEAN_", 57637: "PQCLEAN_HQC256_CLEAN_"}
HQC_FIELD = "x^8+x^4+x^3+x^2+1"


@dataclass(frozen=True)
class Adapter:
    """One adapter file: its name, the scheme file it replaces, its template and a one-line summary."""

    file: str
    replaces: str
    template: str
    what: str


def _hqc_adapters(kernel, namespace: str | None) -> tuple[list[Adapter], str, dict]:
    if hasattr(kernel, "ring"):
        ring = kernel.ring
        if ring.tail != (0,) or ring.n not in HQC_NAMESPACES:
            sizes = ", ".join(str(n) for n in HQC_NAMESPACES)
            raise GenError(f"--abi pqclean-hqc needs --ring 'x^n-1' with n one of {sizes} "
                           f"(HQC-128/192/256), not {ring.text}")
        ns = namespace or HQC_NAMESPACES[ring.n]
        what = f"vect_mul: the product in F2[x]/(x^{ring.n}-1), VEC_N_SIZE_64 = {kernel.recursion.words} words."
        return [Adapter("gf2x.c", "gf2x.c", "abi/pqclean_hqc_gf2x.c.j2", what)], ns, {}
    if kernel.field.modulus != parse_field(HQC_FIELD).modulus:
        raise GenError(f"--abi pqclean-hqc needs HQC's field --field '{HQC_FIELD}' (or an HQC ring), "
                       f"not {kernel.field.text}")
    if namespace is None:
        raise GenError("--abi pqclean-hqc with a field needs --namespace (e.g. PQCLEAN_HQC128_CLEAN_): "
                       "the three HQC levels share the field")
    what = f"gf_mul, gf_square, gf_inverse in GF(2^8) mod {HQC_FIELD}."
    return [Adapter("gf.c", "gf.c", "abi/pqclean_hqc_gf.c.j2", what)], namespace, {}


def _mceliece_adapters(kernel, namespace: str | None) -> tuple[list[Adapter], str, dict]:
    """gf.c of Classic McEliece: gf_mul/gf_inv/gf_frac from a base-field kernel made here (a companion,
    verified with the tower), GF_mul from the tower kernel. Symbols go through the scheme's
    CRYPTO_NAMESPACE macros (gf.h), so no namespace is needed."""
    from .pipeline import generate

    if not hasattr(kernel, "tower"):
        raise GenError("--abi pqclean-mceliece needs a tower: --tower 'x^12+x^3+1' --ext 'y^64+y^3+y+z' "
                       "(GF_mul; gf_mul and gf_inv come with it)")
    if namespace is not None:
        raise GenError("--abi pqclean-mceliece takes no --namespace: the scheme's gf.h maps the names "
                       "through CRYPTO_NAMESPACE")
    tower = kernel.tower
    if not 9 <= tower.m <= 16:
        raise GenError(f"--abi pqclean-mceliece needs m in 9..16 (gf is uint16_t), not m={tower.m}")
    field_kernel = generate(tower.field, kernel.target.name, name=f"{kernel.name}_gf", prefix=kernel.prefix,
                            header_only=True, profile=False, harness_planned=True)
    kernel.companions = [field_kernel]
    kernel.files.update(field_kernel.files)
    what = (f"gf_iszero, gf_add, gf_mul, gf_inv, gf_frac in GF(2^{tower.m}) mod {tower.field.text}; "
            f"GF_mul in GF(2^{tower.m})[y]/({tower.ext_text}).")
    extra = dict(field_sym=field_kernel.sym, field_header=f"{field_kernel.sym}.h", m=tower.m, t=tower.t,
                 ext_text=tower.ext_text)
    return [Adapter("gf.c", "gf.c", "abi/pqclean_mceliece_gf.c.j2", what)], "", extra


ABIS: dict[str, tuple[str, Callable]] = {
    "pqclean-hqc": ("HQC (clean)", _hqc_adapters),
    "pqclean-mceliece": ("Classic McEliece (clean)", _mceliece_adapters),
}


def abi_files(kernel, abi: str, namespace: str | None, command: str) -> dict[str, str]:
    """Adapter file name -> text for `kernel` (which must be header-only) under `abi`."""
    if abi not in ABIS:
        raise GenError(f"unknown --abi {abi!r}; known: {', '.join(sorted(ABIS))}")
    if not kernel.header_only:
        raise GenError("internal: --abi adapters include a header-only kernel")
    if namespace is not None:
        check_identifier(namespace, "--namespace")
    scheme, adapters_for = ABIS[abi]
    adapters, ns, extra = adapters_for(kernel, namespace)
    env = _environment()
    files = {}
    for adapter in adapters:
        ctx = dict(file=adapter.file, replaces=adapter.replaces, scheme=scheme, what=adapter.what, ns=ns,
                   sym=kernel.sym, SYM=kernel.sym.upper(), kernel_header=f"{kernel.sym}.h", isa=kernel.target.name,
                   cflags=" ".join(kernel.target.cflags) or "(none)", version=__version__, command=command, **extra)
        files[adapter.file] = env.get_template(adapter.template).render(**ctx)
    return files


def abi_command(kernel_command: str, abi: str, namespace: str | None) -> str:
    """The kernel's regeneration command plus the ABI flags (--header-only is implied by --abi)."""
    parts = shlex.split(kernel_command)
    parts = [p for p in parts if p != "--header-only"] + ["--abi", abi]
    if namespace:
        parts += ["--namespace", namespace]
    return " ".join(shlex.quote(p) for p in parts)
