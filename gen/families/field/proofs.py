"""The proofs of a field plan's four programs: the IR ones by gen.prove, a zmm vector mul
(gen.reduce.vector_fold) by gen.prove.vector_proof on all basis pairs."""
from __future__ import annotations

from ...dp.planner import Plan
from ...prove import Proof, prove
from ...prove.vector_proof import prove_vector_field_mul

PROGRAMS = ("mul", "clmul", "reduce", "sqr")


def prove_plan(plan: Plan) -> list[Proof]:
    """One Proof per program of PROGRAMS, in that order (ProofError at the first that fails)."""
    return [prove_vector_field_mul(plan.vector_mul, plan.field.modulus, kind)
            if kind == "mul" and plan.vector_mul is not None else prove(plan.programs[kind], kind, plan.field)
            for kind in PROGRAMS]
