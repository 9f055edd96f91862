"""Stage 5, proofs: the linearity type check and basis evaluation of IR programs (gen.prove.ir_proof)."""
from .ir_proof import Proof, ProofError, prove, prove_product, type_check

__all__ = ["Proof", "ProofError", "prove", "prove_product", "type_check"]
