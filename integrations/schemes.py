"""What run.py needs to know about each scheme: where its sources come from, which of its files
the emitted kernels replace, how gen is asked for them, how its KAT is built, and which driver
runs the in-process checks. Only HQC is implemented; a scheme is one `Scheme` entry in SCHEMES.

Adding Classic McEliece later (crate pqcrypto-classicmceliece =0.2.1) is another entry: levels
mceliece348864 .. 8192128f with impl dir crypto_kem/<level>/clean, `replaced=("gf.c",)`, a
`--field x^12+x^3+1` / `x^13+x^4+x^3+x+1` gen command with its own --abi, the namespace taken
from CRYPTO_NAMESPACE in the level's namespace.h, KAT sources test/crypto_kem/nistkat.c +
test/common/nistkatrng.c, and a mceliece_driver.c checking gf_mul/gf_inv/gf_frac/GF_mul.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Level:
    """One parameter set of a scheme, e.g. hqc-128."""

    name: str          # as on the command line and in the table: "hqc-128"
    key: str           # what --levels selects: "128"
    impl_dir: str      # the implementation, relative to the crate's pqclean/ tree
    meta: str          # META.yml holding nistkat-sha256, relative to pqclean/
    namespace: str     # prefix of every exported symbol: "PQCLEAN_HQC128_CLEAN_"
    gen_specs: tuple[tuple[str, ...], ...]  # one argument list per gen call (before --isa/--out)


@dataclass(frozen=True)
class Scheme:
    """A PQClean scheme, its emitted-kernel ABI and its checks."""

    name: str
    crate: str
    version: str                 # pinned: "=<version>" in the fetch manifest
    abi: str                     # gen --abi value
    replaced: tuple[str, ...]    # implementation files the emitted .c files replace
    levels: tuple[Level, ...]
    # the implementation's own compile flags (its Makefile's CFLAGS, minus -I)
    cflags: tuple[str, ...]
    # the KAT program, as pqclean/test/Makefile's nistkat target builds it
    kat_sources: tuple[str, ...]
    kat_cflags: tuple[str, ...]
    common_sources: tuple[str, ...]
    driver: str                  # C file next to this one, linking both builds (see run.py)
    # symbols of the patched build that the driver calls: must stay exported under the namespace
    exported: tuple[str, ...] = field(default_factory=tuple)

    def level(self, key: str) -> Level:
        for lvl in self.levels:
            if lvl.key == key:
                return lvl
        known = ", ".join(lvl.key for lvl in self.levels)
        raise KeyError(f"{self.name} has no level {key!r} (known: {known})")


PQCLEAN_CFLAGS = ("-O3", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Wvla", "-Werror",
                  "-Wredundant-decls", "-Wmissing-prototypes", "-std=c99")
PQCLEAN_TEST_CFLAGS = ("-O3", "-Wall", "-Wextra", "-Wpedantic", "-Wvla", "-Werror", "-std=c99",
                       "-Wundef", "-Wshadow", "-Wcast-align", "-Wpointer-arith",
                       "-Wmissing-prototypes", "-fstrict-aliasing", "-fno-common", "-pipe")
PQCLEAN_COMMON = ("common/aes.c", "common/sha2.c", "common/fips202.c",
                  "common/nistseedexpander.c", "common/sp800-185.c")

HQC_GF_FIELD = "x^8+x^4+x^3+x^2+1"  # PARAM_GF_POLY 0x11D, all three levels


def _hqc_level(bits: int, n: int) -> Level:
    ns = f"PQCLEAN_HQC{bits}_CLEAN_"
    return Level(
        name=f"hqc-{bits}", key=str(bits),
        impl_dir=f"crypto_kem/hqc-{bits}/clean", meta=f"crypto_kem/hqc-{bits}/META.yml",
        namespace=ns,
        gen_specs=(("--ring", f"x^{n}-1", "--namespace", ns),
                   ("--field", HQC_GF_FIELD, "--namespace", ns)),
    )


HQC = Scheme(
    name="hqc", crate="pqcrypto-hqc", version="0.2.2", abi="pqclean-hqc",
    replaced=("gf2x.c", "gf.c"),
    levels=(_hqc_level(128, 17669), _hqc_level(192, 35851), _hqc_level(256, 57637)),
    cflags=PQCLEAN_CFLAGS,
    kat_sources=("test/crypto_kem/hqckat.c", "test/common/hqckatrng.c"),
    kat_cflags=PQCLEAN_TEST_CFLAGS,
    common_sources=PQCLEAN_COMMON,
    driver="hqc_driver.c",
    exported=("crypto_kem_keypair", "crypto_kem_enc", "crypto_kem_dec", "vect_mul", "gf_mul",
              "gf_square", "gf_inverse", "reed_solomon_encode", "reed_solomon_decode"),
)

SCHEMES = {s.name: s for s in (HQC,)}
