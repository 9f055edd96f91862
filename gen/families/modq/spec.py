"""NTT specs: the negacyclic ring Z_q[x]/(x^n + 1) with its (possibly incomplete) number-theoretic transform.

`layers` Cooley-Tukey layers split x^n + 1 into 2^layers factors x^d - c (d = n / 2^layers, the base
degree: 2 for ML-KEM's incomplete NTT, 1 for a full one); block i of the transform is a mod
(x^d - zeta^(2 br(i) + 1)), br the layers-bit reversal, zeta a primitive 2^(layers+1)-th root of unity
(FIPS 203's order for q = 3329). Coefficients are signed `lane_bits`-bit integers (16 for q < 2^14, as
ML-KEM; 32 above, as ML-DSA's q = 8380417), Montgomery's R is 2^lane_bits.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import GenError
from ...spec.prime import PrimeModulus, is_prime, two_adicity

N_MIN, N_MAX = 16, 4096
LANE_BITS = 16
Q_MAX_16 = 1 << 14  # 16-bit lanes need room for sums of a few multiples of q
Q_MAX_32 = 1 << 30  # and 32-bit lanes likewise


def lane_bits_for(q: int) -> int:
    """The narrowest lanes with room for q: 16 bits below 2^14, else 32."""
    return 16 if q < Q_MAX_16 else 32


@dataclass(frozen=True)
class NttSpec:
    """Z_q[x]/(x^n + 1) with a `layers`-layer NTT by the root zeta; inputs |a_i| <= input_bound."""

    q: int
    n: int
    layers: int
    zeta: int
    input_bound: int
    lane_bits: int = LANE_BITS
    family: ClassVar[str] = "modq"

    @property
    def modulus(self) -> PrimeModulus:
        return PrimeModulus(self.q)

    @property
    def base_degree(self) -> int:
        return self.n >> self.layers

    @property
    def blocks(self) -> int:
        return 1 << self.layers

    @property
    def text(self) -> str:
        kind = "NTT" if self.base_degree == 1 else f"incomplete NTT (base degree {self.base_degree})"
        return f"Z_{self.q}[x]/(x^{self.n}+1), {kind}, zeta = {self.zeta}"

    @property
    def default_name(self) -> str:
        return f"ntt_{self.q}_{self.n}"


def reduced_bound(q: int) -> int:
    """What a Barrett-reduced coefficient is bounded by: |x| <= (q + 1) / 2 (PQClean's (q - 1) / 2 for
    q = 3329; the proof states each kernel's exact bound)."""
    return (q + 1) // 2


def max_layers(q: int, n: int) -> int:
    """The most layers q allows for x^n + 1: a primitive 2^(layers+1)-th root of unity must exist."""
    return min(n.bit_length() - 1, two_adicity(q - 1) - 1)


def parse_ntt(q: int, n: int, layers: int | None = None, root: int | None = None,
              input_bound: int | None = None) -> NttSpec:
    """Validate q (an odd prime below 2^30: 16-bit lanes below 2^14, else 32-bit), n (a power of two), the layer count (the
    most q allows by default), the root (the smallest of the needed order by default) and the input
    bound (q - 1 by default: |a_i| <= q - 1). Every refusal is one line."""
    for name, v in (("prime", q), ("ntt", n), ("layers", layers), ("root", root), ("input bound", input_bound)):
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
            raise GenError(f"--{name.replace(' ', '-')} must be an integer, not {v!r}")
    if not is_prime(q) or q == 2:
        raise GenError(f"q = {q} is not an odd prime")
    if q >= Q_MAX_32:
        raise GenError(f"q = {q} is too large: coefficients are 32-bit at most, with room for sums of a few "
                       f"multiples of q (q < 2^30)")
    lane_bits = lane_bits_for(q)
    if n < N_MIN or n > N_MAX or n & (n - 1):
        raise GenError(f"n = {n} must be a power of two in [{N_MIN}, {N_MAX}]")
    most = max_layers(q, n)
    if most < 1:
        raise GenError(f"q = {q} has no primitive 4th root of unity (q - 1 = {q - 1} = 2^{two_adicity(q - 1)} * "
                       f"{(q - 1) >> two_adicity(q - 1)}): no NTT of x^{n}+1 mod q")
    if layers is None:
        layers = most
    elif not 1 <= layers <= most:
        raise GenError(f"{layers} NTT layers need a primitive 2^{layers + 1}-th root of unity mod {q} and "
                       f"n >= 2^{layers}: q - 1 = 2^{two_adicity(q - 1)} * {(q - 1) >> two_adicity(q - 1)} "
                       f"allows 1..{most} layers for n = {n}")
    if n >> layers > 2:
        raise GenError(f"{layers} layers leave base degree {n >> layers} for n = {n} mod {q}; base multiplications "
                       f"are generated for degree 1 and 2 (a smaller n, or a prime with 2^{n.bit_length() - 1} "
                       f"dividing q - 1)")
    order = 1 << (layers + 1)
    modulus = PrimeModulus(q)
    if root is None:
        root = modulus.primitive_root_of_unity(order)
    elif modulus.order(root % q) != order:
        raise GenError(f"root {root} has order {modulus.order(root % q)} mod {q}, not {order} "
                       f"(a {layers}-layer NTT needs a primitive {order}-th root of unity)")
    if input_bound is None:
        input_bound = q - 1
    elif not 1 <= input_bound < 1 << (lane_bits - 1):
        raise GenError(f"input bound {input_bound} must be in [1, {(1 << (lane_bits - 1)) - 1}] "
                       f"(|a_i| <= bound, {lane_bits}-bit coefficients)")
    return NttSpec(q, n, layers, root % q, input_bound, lane_bits)
