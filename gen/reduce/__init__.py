"""Sparse-reduction schedules: product (degree <= 2m-2) -> remainder mod f, lowered to IR."""
from .schedule import ReductionStrategy, build_reduction, candidate_strategies, classic_strategy

__all__ = ["ReductionStrategy", "build_reduction", "candidate_strategies", "classic_strategy"]
