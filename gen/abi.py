"""Scheme ABIs: adapter files that give a header-only gen kernel the exact signature a scheme expects.

An adapter replaces one source file of the scheme (e.g. PQClean HQC's gf2x.c) and includes the
kernel header beside it; the scheme's own headers supply the prototypes, so a signature mismatch
is a compile error. Which adapters a kernel gets is its family's decision (Family.abi_adapters, for
the ABIs in Family.abis); here are the schemes and the printing.
"""
from __future__ import annotations

import shlex
from dataclasses import dataclass

from . import __version__
from .family import Adapter, Kernel
from .render import environment


@dataclass(frozen=True)
class Scheme:
    """A scheme whose sources take gen's adapters."""

    title: str
    origin: str = "PQClean"  # whose sources the adapter drops into


SCHEMES = {
    "pqclean-hqc": Scheme("HQC (clean)"),
    "pqclean-mceliece": Scheme("Classic McEliece (clean)"),
    "pqclean-mlkem": Scheme("ML-KEM (clean)"),
    "pqclean-mldsa": Scheme("ML-DSA (clean)"),
    "liboqs-uov": Scheme("UOV (ref)", origin="liboqs"),
    "liboqs-mayo": Scheme("MAYO (opt)", origin="liboqs"),
}


def render_adapters(kernel: Kernel, adapters: list[Adapter], abi: str, command: str) -> dict[str, str]:
    """Adapter file name -> text."""
    env = environment()
    files = {}
    for adapter in adapters:
        ctx = dict(file=adapter.file, replaces=adapter.replaces, scheme=SCHEMES[abi].title,
                   origin=SCHEMES[abi].origin, what=adapter.what,
                   ns=adapter.namespace, sym=kernel.sym, SYM=kernel.sym.upper(), kernel_header=f"{kernel.sym}.h",
                   isa=kernel.target.name, cflags=" ".join(kernel.target.cflags) or "(none)", version=__version__,
                   command=command, **adapter.values)
        files[adapter.file] = env.get_template(adapter.template).render(**ctx)
    return files


def abi_command(kernel_command: str, abi: str, namespace: str | None) -> str:
    """The kernel's regeneration command plus the ABI flags (--header-only is implied by --abi)."""
    parts = shlex.split(kernel_command)
    parts = [p for p in parts if p != "--header-only"] + ["--abi", abi]
    if namespace:
        parts += ["--namespace", namespace]
    return " ".join(shlex.quote(p) for p in parts)
