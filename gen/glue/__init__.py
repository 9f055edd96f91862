"""The glue of the ring and tower kernels as a small loop IR: built, printed as C, proved.

The glue between the proved base products of a ring kernel (Toom-3 evaluation and interpolation,
exact division by 1 + x, Karatsuba sums and recombination, the reduction mod f) and of a tower
kernel (packing, slot fold, unpacking) is built here from plan parameters as IR (gen.glue.ir),
printed as the C the templates print (gen.glue.printer), and proved for the sizes a plan uses:
every routine is run once on all basis vectors of its inputs at once, bit-sliced, and every output
bit is compared with the mathematical specification (gen.glue.specs), after checking along the way
that the routine is GF(2)-linear (gen.glue.machine). The algorithms themselves (Bodrato's Toom-3,
Karatsuba) are checked once symbolically (gen.glue.algebra).

    spelling = VectorSpelling("hqc128_ring_priv_", 4)
    text = print_function(interp3_function(spelling.prefix), spelling)
    plan = RingGluePlan.from_recursion(ring.n, ring.tail, rec, karatsuba_split, toom3_split)
    proof = prove_ring_glue(plan, spelling.words)       # GenError on the first wrong output bit

Independent of the rest of gen except gen.errors.
"""
from .algebra import check_karatsuba, check_toom3
from .build import (div1x_function, element_bits, eval3_function, interp3_function, karatsuba_glue, karatsuba_sums,
                    reduce_function, tower_fold_unpack, tower_mul_function, tower_pack, tower_words)
from .ir import rewrite
from .plan import GlueProof, RingGluePlan, prove_ring_glue, prove_tower_glue, ring_obligations, tower_obligations
from .printer import VectorSpelling, print_block, print_function, print_vector_helpers
from .proof import ArraySpec, Obligation, ProofReport, prove
from .specs import (div1x_obligation, eval3_obligation, glue_obligation, interp3_obligation, reduce_obligation,
                    sums_obligation, tower_fold_obligation, tower_pack_obligation)

__all__ = [
    # printing
    "VectorSpelling", "print_function", "print_block", "print_vector_helpers",
    # builders
    "eval3_function", "div1x_function", "interp3_function", "karatsuba_sums", "karatsuba_glue", "reduce_function",
    "tower_pack", "tower_fold_unpack", "tower_mul_function", "tower_words", "element_bits",
    # proofs
    "RingGluePlan", "GlueProof", "prove_ring_glue", "prove_tower_glue", "ring_obligations", "tower_obligations",
    "Obligation", "ArraySpec", "ProofReport", "prove", "eval3_obligation", "div1x_obligation",
    "interp3_obligation", "sums_obligation", "glue_obligation", "reduce_obligation", "tower_pack_obligation",
    "tower_fold_obligation", "check_toom3", "check_karatsuba", "rewrite",
]
