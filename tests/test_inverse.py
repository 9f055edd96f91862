"""Itoh–Tsujii inversion: the chain's exponent, its cost, and the emitted N_inv."""
from __future__ import annotations

import pytest

from gen.errors import GenError
from gen.families.field.inverse import ChainStep, chain_counts, chain_exponent, itoh_tsujii_chain, prove_chain


@pytest.mark.parametrize("m", range(2, 1025))
def test_chain_computes_two_to_the_m_minus_two(m: int) -> None:
    steps = itoh_tsujii_chain(m)
    assert chain_exponent(m, steps) == (1 << m) - 2
    prove_chain(m, steps)


@pytest.mark.parametrize("m", [2, 3, 8, 12, 13, 128, 163, 233, 283, 409, 571])
def test_chain_cost_is_itoh_tsujii(m: int) -> None:
    squarings, muls = chain_counts(itoh_tsujii_chain(m))
    k = m - 1
    assert squarings == m - 1
    assert muls == (k.bit_length() - 1) + bin(k).count("1") - 1


def test_wrong_chain_is_refused() -> None:
    steps = itoh_tsujii_chain(12)
    broken = steps[:-1] + [ChainStep(1, False)]
    with pytest.raises(GenError, match="exponent"):
        prove_chain(12, broken)
    with pytest.raises(GenError):
        itoh_tsujii_chain(1)
