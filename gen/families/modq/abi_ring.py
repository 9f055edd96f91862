"""What the PQClean mod-q adapters (--abi pqclean-mlkem, --abi pqclean-mldsa) first ask of a kernel: the
scheme's ring and NTT in the standard order, the scheme's NTT inputs and a basemul_acc for every polyvec
length it uses."""
from __future__ import annotations

from ...errors import GenError
from ...family import Kernel
from .spec import NttSpec


def require_scheme_ntt(kernel: Kernel, abi: str, scheme: str, ntt: tuple[int, int, int, int], acc: tuple[int, ...], *,
                       levels: str, config_hint: str = "") -> None:
    """GenError (one line) unless the kernel computes the scheme's NTT (`ntt`: q, n, layers, zeta), takes inputs up
    to q - 1 and has basemul_acc for every length in `acc` (`levels`: the parameter sets that use them)."""
    spec: NttSpec = kernel.spec
    q, n, layers, zeta = ntt
    if (spec.q, spec.n, spec.layers, spec.zeta) != ntt:
        raise GenError(f"--abi {abi} needs {scheme}'s NTT (--prime {q} --ntt {n} with the default {layers} layers "
                       f"and root {zeta}{config_hint}), not {spec.text} ({spec.layers} layers, root {spec.zeta})")
    if spec.input_bound < spec.q - 1:
        raise GenError(f"--abi {abi} needs --input-bound {spec.q - 1} or more (the scheme's NTT inputs reach "
                       f"q - 1), not {spec.input_bound}")
    if kernel.design.plan.order is not None:
        raise GenError(f"--abi {abi} needs the standard NTT-domain order (ntt_order = \"standard\"): {scheme}'s "
                       f"code samples and serialises NTT-domain polynomials in it")
    missing = [k for k in acc if k not in kernel.design.plan.acc]
    if missing:
        raise GenError(f"--abi {abi} needs basemul_acc for polyvec lengths {list(acc)} ({levels}); "
                       f"this kernel lacks {missing}")


__all__ = ["require_scheme_ntt"]
