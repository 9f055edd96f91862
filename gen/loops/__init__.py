"""The loop IR for word-array code ("loops as syntax, not text"): the glue between proved products
(Karatsuba and Toom-3 recombination, exact divisions, reductions, tower packing and slot folds).

A family builds its routines as IR (gen.loops.ir), prints them as C through a vector spelling
(gen.loops.printer.VectorSpelling: the target's vector type and width), and proves them for the
sizes its plan uses (gen.loops.proof): every routine runs once on all basis vectors of its inputs
at once, bit-sliced (gen.loops.machine, which also checks that the routine is GF(2)-linear), and
every output bit is compared with the specification built from sparse polynomials (gen.loops.sparse).
"""
from .ir import Function, rewrite
from .printer import VectorSpelling, print_block, print_function, print_vector_helpers
from .proof import ArraySpec, GlueProof, Obligation, ProofReport, prove

__all__ = ["Function", "rewrite", "VectorSpelling", "print_block", "print_function", "print_vector_helpers",
           "ArraySpec", "GlueProof", "Obligation", "ProofReport", "prove"]
