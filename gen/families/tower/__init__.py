"""The tower family: GF(2^m)[y]/F(y) (Classic McEliece's GF_mul), m <= 15, by Kronecker substitution
onto a ring kernel (a companion kernel of the ring family, checked as every ring kernel).

spec (spec.Tower: base field, F irreducible by Rabin's test) -> the packed ring product (gen.families.ring)
+ lane-wise slot folds (plan) -> C (templates tower.h/.c) -> harness_c/tower_harness.c (check: all basis
pairs, or the compositional proof) -> constant time (valgrind on the whole tower) -> tuning (the ring's).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ... import __version__
from ...check.driver import DriverOptions, DriverReport
from ...errors import GenError
from ...family import Adapter, CliFlag, Family, Kernel, Options, baseline_line
from ...isa import Target, foreign, get_target, valgrind_runs
from ...loops import GlueProof, print_function
from ...naming import Naming, canonical_command, make_naming
from ...render import render_files
from ..field import FAMILY as FIELD
from ..ring import FAMILY as RING
from .check import TowerCTVerdict, check_tower, tower_counts, tower_valgrind
from .glue import prove_tower_glue, tower_mul_function
from .plan import TOWER_RANDOM_PAIRS, FoldRound, ring_name, slot_rounds, slot_vectors, tower_proof
from .spec import SLOT_BITS, BaseField, Tower, parse_tower, tower_mul_reference


@dataclass
class TowerDesign:
    """The ring kernel of the packed product (also a companion of the tower kernel), the slot folds,
    and the proof the harness runs."""

    ring_kernel: Kernel
    rounds: list[FoldRound]
    proof: str
    glue: GlueProof | None = None  # the packing and the slot folds (gen.families.tower.glue)


class TowerFamily(Family):
    name = "tower"
    noun = "a tower"
    config_key = "ext"
    config_keys = ("modulus", "ext")
    flags = (CliFlag("tower", "base field of a tower GF(2^m)[y]/F(y), e.g. 'x^12+x^3+1' (with --ext)"),
             CliFlag("ext", "with --tower: F(y), monic, e.g. 'y^64+y^3+y+z' (z: the base field's x)"))
    example = "--tower 'x^12+x^3+1' --ext 'y^64+y^3+y+z'"
    abis = ("pqclean-mceliece",)

    def parse(self, request: dict[str, Any]) -> Tower:
        return parse_tower(request["tower"], str(request["ext"]))

    def parse_config(self, data: dict[str, Any], where: str) -> tuple[Tower, dict[str, Any]]:
        return parse_tower(str(data["modulus"]), str(data["ext"])), {}

    def spec_args(self, spec: Tower) -> tuple[list[str], list[str]]:
        return ["--tower", spec.field.text], ["--ext", spec.ext_text]

    def generate(self, spec: Tower, target: Target, naming: Naming, options: Options) -> Kernel:
        leading, trailing = self.spec_args(spec)
        command = canonical_command(leading, target.name, naming, options.config, trailing=trailing)
        sym = naming.sym
        ring_naming = Naming(ring_name(naming.name), naming.prefix, True, ring_name(naming.name))
        ring_options = Options(f"the packed product of {sym} (Kronecker substitution y -> X^32, z -> X)", None,
                               options.harness_planned, options.profile, options.wisdom, {"command": command})
        ring_kernel = RING.generate(spec.packed_ring, target, ring_naming, ring_options)
        rounds = slot_rounds(spec)
        glue = prove_tower_glue(spec.m, spec.t, spec.field.modulus, [(r.hmask, r.degree) for r in rounds])
        design = TowerDesign(ring_kernel, rounds, tower_proof(spec, target), glue)
        f_tail = [k for k in range(spec.m) if spec.field.modulus >> k & 1]
        ctx = dict(
            sym=sym, SYM=sym.upper(), m=spec.m, t=spec.t, ext_text=spec.ext_text, field_text=spec.field.text,
            used_in=options.used_in, isa=target.name, isa_description=target.description,
            cflags=" ".join(target.cflags), ring_sym=ring_kernel.sym, ring_words=spec.packed_ring.words,
            ring_text=spec.packed_ring.text, ring_plan=ring_kernel.design.recursion.describe(),
            slot_degree=spec.slot_degree, rounds=design.rounds, glue_proof=glue.describe(),
            lmask=((1 << spec.m) - 1) * (1 | 1 << SLOT_BITS),
            f_tail=sorted(f_tail, reverse=True), basis_pairs=(spec.m * spec.t) ** 2, proof=design.proof,
            linear_vectors=slot_vectors(spec), random_pairs=TOWER_RANDOM_PAIRS,
            harness_planned=options.harness_planned, harness_how=target.checked_with(), version=__version__,
            command=command, guard=f"{sym.upper()}_H", header_only=naming.header_only,
            elem_type="uint8_t" if spec.m <= 8 else "uint16_t",
            mul_function={is_header: print_function(mul_function(spec, sym, ring_kernel.sym, design.rounds,
                                                                 "static inline " if is_header else "")).rstrip("\n")
                          for is_header in (True, False)},
        )
        templates = {f"{sym}.h": "tower.h.j2"} | ({} if naming.header_only else {f"{sym}.c": "tower.c.j2"})
        return Kernel(self, spec, target, naming, command, render_files(templates, ctx), design, options.used_in,
                      companions=[ring_kernel])

    def verify(self, kernel: Kernel, stage: Path, *, cflags: list[str], driver: DriverOptions, bench: bool,
               cache_dir: Path | None = None) -> DriverReport:
        return check_tower(stage, kernel.spec, kernel.sym, kernel.header_only, cflags, do_bench=bench,
                           proof=kernel.design.proof, **driver.as_kwargs())

    def constant_time(self, kernel: Kernel, kernel_dir: Path, **check: Any) -> TowerCTVerdict:
        """valgrind memcheck on the whole tower mul (secret operands) at -O2/-O3 under gcc and clang; where
        valgrind cannot run the ISA (AVX-512), the ring part's verdict, the tower's own C (pack, slot folds,
        unpack) being the one checked on the other ISAs."""
        target = kernel.target
        if not valgrind_runs(target):
            ring_kernel = kernel.design.ring_kernel
            ring = ring_kernel.family.constant_time(ring_kernel, kernel_dir, **check)
            return TowerCTVerdict(ring.ok, f"valgrind cannot run {target.name}; ring part: {ring.describe()}; "
                                           "tower glue: the same C as the valgrind-checked ISAs")
        return tower_valgrind(kernel_dir, kernel.spec, kernel.sym, kernel.header_only, list(target.cflags))

    def counts(self, target: Target) -> bool:
        """The tower driver is counted natively only (callgrind)."""
        return not foreign(target)

    def instruction_counts(self, kernel: Kernel, kernel_dir: Path, work: Path) -> dict[str, int]:
        """One tower mul, counted in the tower driver (its ring product runs inside it)."""
        return tower_counts(kernel_dir, kernel.spec, kernel.sym, kernel.header_only, list(kernel.target.cflags), work)

    def tune(self, spec: Tower, target: Target, wisdom: Path, top_k: int | None,
             extra: dict[str, Any]) -> tuple[list[str], str]:
        """A tower's plan is its packed ring's: tune that."""
        return RING.tune(spec.packed_ring, target, wisdom, top_k, {})

    def abi_adapters(self, kernel: Kernel, abi: str, namespace: str | None) -> list[Adapter]:
        """gf.c of Classic McEliece: gf_mul/gf_inv/gf_frac from a base-field kernel made here (a companion,
        verified with the tower), GF_mul from the tower kernel. Symbols go through the scheme's
        CRYPTO_NAMESPACE macros (gf.h), so no namespace is needed."""
        if namespace is not None:
            raise GenError("--abi pqclean-mceliece takes no --namespace: the scheme's gf.h maps the names "
                           "through CRYPTO_NAMESPACE")
        tower = kernel.spec
        if not 9 <= tower.m <= 16:
            raise GenError(f"--abi pqclean-mceliece needs m in 9..16 (gf is uint16_t), not m={tower.m}")
        naming = make_naming(f"{kernel.naming.name}_gf", f"{kernel.naming.name}_gf", kernel.naming.prefix, True)
        field_kernel = FIELD.generate(tower.field, get_target(kernel.target.name), naming, Options())
        kernel.companions.append(field_kernel)
        what = (f"gf_iszero, gf_add, gf_mul, gf_inv, gf_frac in GF(2^{tower.m}) mod {tower.field.text}; "
                f"GF_mul in GF(2^{tower.m})[y]/({tower.ext_text}).")
        values = dict(field_sym=field_kernel.sym, field_header=f"{field_kernel.sym}.h", m=tower.m, t=tower.t,
                      ext_text=tower.ext_text)
        return [Adapter("gf.c", "gf.c", "abi/pqclean_mceliece_gf.c.j2", what, "", values)]

    def title(self, kernel: Kernel) -> str:
        return f"{kernel.spec.text} over GF(2^{kernel.spec.m}) mod {kernel.spec.field.text}"

    def summary(self, kernel: Kernel) -> list[str]:
        ring = kernel.design.ring_kernel
        return [f"  plan      Kronecker substitution into 32-bit slots; ring {ring.spec.text}: "
                f"{ring.design.recursion.describe()}",
                "  bases     " + "; ".join(f"{b.size} words: {b.label}" for b in ring.design.bases),
                f"  reduce    fold mod G ({ring.spec.folds} folds), then {len(kernel.design.rounds)} lane-wise folds "
                f"mod f per slot (slot degree <= {kernel.spec.slot_degree})",
                f"  proved    glue (pack, slot folds, unpack) bit-sliced: {kernel.design.glue.summary()}"]

    def measured(self, kernel: Kernel, unit: str) -> str:
        return baseline_line(kernel.harness.bench, unit, "mul {mul:.0f}; scheme-style schoolbook {baseline:.0f}")


def mul_function(tower: Tower, sym: str, ring_sym: str, rounds: list[FoldRound], storage: str):
    """N_mul as loop IR: pack, the ring product, the slot folds, unpack (gen.families.tower.glue)."""
    return tower_mul_function(sym, ring_sym, tower.m, tower.t, tower.field.modulus,
                              [(r.hmask, r.degree) for r in rounds], tower.field.text, storage)


FAMILY = TowerFamily()


__all__ = ["FAMILY", "TowerFamily", "TowerDesign", "Tower", "parse_tower", "BaseField",
           "tower_mul_reference", "slot_rounds", "slot_vectors", "tower_proof"]
