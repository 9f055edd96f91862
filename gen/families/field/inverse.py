"""Field inversion by Itoh–Tsujii: a^-1 = a^(2^m - 2), a fixed chain of squarings and multiplications.

The chain never looks at the operand, so the emitted N_inv is constant time whenever N_mul and
N_sqr are; N_inv(0) = 0^(2^m-2) = 0. `prove_chain` replays the chain on exponents, so the
emitted code provably computes a^(2^m-2) given correct mul and sqr (the harness proves those,
then checks a * inv(a) = 1 on top).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...errors import GenError
from ...isa import KernelShape
from ...render import Function


@dataclass(frozen=True)
class ChainStep:
    """b <- (b^(2^squarings)) * (a if times_a else b_before); see `itoh_tsujii_chain`."""

    squarings: int
    times_a: bool


def itoh_tsujii_chain(m: int) -> list[ChainStep]:
    """Steps taking b = a^(2^1 - 1) to b = a^(2^(m-1) - 1), by the binary expansion of m - 1.

    Doubling step (squarings=e, times_a=False): a^(2^e-1) -> a^(2^2e-1).
    Increment step (squarings=1, times_a=True): a^(2^e-1) -> a^(2^(e+1)-1).
    """
    if m < 2:
        raise GenError(f"inversion needs m >= 2, got {m}")
    steps: list[ChainStep] = []
    e = 1
    for bit in bin(m - 1)[3:]:  # bits after the leading one
        steps.append(ChainStep(e, False))
        e *= 2
        if bit == "1":
            steps.append(ChainStep(1, True))
            e += 1
    return steps


def chain_exponent(m: int, steps: list[ChainStep]) -> int:
    """The exponent the emitted code raises a to: replay the steps, then the final squaring."""
    b = 1  # exponent of b; a = a^1
    for step in steps:
        b = (b << step.squarings) + (1 if step.times_a else b)
    return 2 * b


def prove_chain(m: int, steps: list[ChainStep]) -> None:
    """Raise unless the chain computes a^(2^m - 2)."""
    got = chain_exponent(m, steps)
    if got != (1 << m) - 2:
        raise GenError(f"internal: inversion chain for m={m} gives exponent {got}, not 2^m-2")


def chain_counts(steps: list[ChainStep]) -> tuple[int, int]:
    """(squarings, multiplications) of N_inv, the final squaring included."""
    return sum(s.squarings for s in steps) + 1, len(steps)


def inverse_function(sym: str, m: int, shape: KernelShape) -> Function:
    """N_inv as C over the kernel's own N_mul and N_sqr."""
    steps = itoh_tsujii_chain(m)
    prove_chain(m, steps)
    squarings, muls = chain_counts(steps)
    doc = (f"a^-1 mod f, as a^(2^{m}-2) by Itoh-Tsujii ({squarings} squarings, {muls} multiplications, "
           f"no branches); {sym}_inv(0) = 0. The input must be reduced.")
    body = _element_body(sym, steps) if shape.element else _array_body(sym, steps)
    if shape.element:
        signature = f"{sym}_t {sym}_inv({sym}_t a)"
    else:
        W = f"{sym.upper()}_WORDS"
        signature = f"void {sym}_inv(uint64_t r[{W}], const uint64_t a[{W}])"
    return Function("inv", signature, body, doc)


def _element_body(sym: str, steps: list[ChainStep]) -> str:
    if not steps:  # m = 2: a^-1 = a^2
        return f"    return {sym}_sqr(a);"
    lines = [f"    {sym}_t b = a, t;", "    unsigned i;", "    (void)i;"]
    e = 1
    for step in steps:
        lines.append(f"    t = {sym}_sqr(b);")
        if step.squarings > 1:
            lines.append(f"    for (i = 1; i < {step.squarings}u; i++)")
            lines.append(f"        t = {sym}_sqr(t);")
        lines.append(f"    b = {sym}_mul(t, {'a' if step.times_a else 'b'});"
                     f" /* a^(2^{_next_e(e, step)}-1) */")
        e = _next_e(e, step)
    lines.append(f"    return {sym}_sqr(b);")
    return "\n".join(lines)


def _array_body(sym: str, steps: list[ChainStep]) -> str:
    W = f"{sym.upper()}_WORDS"
    if not steps:
        return f"    {sym}_sqr(r, a);"
    lines = [f"    uint64_t b[{W}], t[{W}];", "    unsigned i;", "    (void)i;"]
    e = 1
    for n, step in enumerate(steps):
        source = "a" if n == 0 else "b"  # b = a before the first step: no copy loop
        lines.append(f"    {sym}_sqr(t, {source});")
        if step.squarings > 1:
            lines.append(f"    for (i = 1; i < {step.squarings}u; i++)")
            lines.append(f"        {sym}_sqr(t, t);")
        lines.append(f"    {sym}_mul(b, t, {'a' if step.times_a else source}); /* a^(2^{_next_e(e, step)}-1) */")
        e = _next_e(e, step)
    lines.append(f"    {sym}_sqr(r, b);")
    return "\n".join(lines)


def _next_e(e: int, step: ChainStep) -> int:
    return e + 1 if step.times_a else 2 * e
