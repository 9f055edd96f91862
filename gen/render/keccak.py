"""A 4-way Keccak-f[1600] and SHAKE128/SHAKE256 on vectors of four 64-bit words, printed as C.

Lane (x, y) of state j is word j of vector s[x + 5y] (FIPS 202's lane order), so one vector operation
does the same step on four independent states. The round constants, rotation offsets and the lane
permutation are derived here from FIPS 202's definitions (the LFSR, the (x, y) -> (y, 2x + 3y) walk), not
copied; `permute` is a Python model of the same steps, which the tests compare with hashlib. The printed
permutation is one round as straight-line code inside a loop over the 24 public round indices; the
sponge functions absorb equal-length inputs and squeeze whole blocks. No branch or index depends on the
data, so the code is constant time.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..isa.simd import X86Vector

ROUNDS = 24
LANES = 25
WAYS = 4
SHAKE128_RATE = 168
SHAKE256_RATE = 136
SHAKE_PAD = 0x1F  # SHAKE's domain bits 1111 then the first bit of pad10*1
MASK64 = (1 << 64) - 1


def lane(x: int, y: int) -> int:
    """The index of lane (x, y) in the state."""
    return x % 5 + 5 * (y % 5)


def round_constants() -> tuple[int, ...]:
    """iota's constants: bit 2^j - 1 of round i's constant is rc(j + 7i), rc the LFSR x^8+x^6+x^5+x^4+1."""
    def rc(t: int) -> int:
        r = 1
        for _ in range(t % 255):
            r <<= 1
            if r & 0x100:
                r ^= 0x171
        return r & 1
    return tuple(sum(rc(j + 7 * i) << ((1 << j) - 1) for j in range(7)) for i in range(ROUNDS))


def rotation_offsets() -> tuple[int, ...]:
    """rho's offsets by lane index: (t + 1)(t + 2)/2 mod 64 along the walk (1, 0), (x, y) -> (y, 2x + 3y)."""
    offsets = [0] * LANES
    x, y = 1, 0
    for t in range(LANES - 1):
        offsets[lane(x, y)] = (t + 1) * (t + 2) // 2 % 64
        x, y = y, (2 * x + 3 * y) % 5
    return tuple(offsets)


def pi_target(x: int, y: int) -> int:
    """pi moves lane (x, y) to (y, 2x + 3y)."""
    return lane(y, 2 * x + 3 * y)


def rotl(w: int, n: int) -> int:
    return ((w << n) | (w >> (64 - n))) & MASK64 if n else w


def permute(state: list[int]) -> list[int]:
    """Keccak-f[1600] on one state of 25 words (the model the printed code follows step by step)."""
    a, rho = list(state), rotation_offsets()
    for constant in round_constants():
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] for x in range(5)]
        d = [c[(x - 1) % 5] ^ rotl(c[(x + 1) % 5], 1) for x in range(5)]
        b = [0] * LANES
        for x in range(5):
            for y in range(5):
                b[pi_target(x, y)] = rotl(a[lane(x, y)] ^ d[x], rho[lane(x, y)])
        a = [b[lane(x, y)] ^ (~b[lane(x + 1, y)] & b[lane(x + 2, y)]) for y in range(5) for x in range(5)]
        a[0] ^= constant
    return a


def shake(data: bytes, rate: int, length: int) -> bytes:
    """SHAKE (rate 168: SHAKE128, 136: SHAKE256) through `permute`: the model of the printed sponge."""
    block = bytearray(data[len(data) - len(data) % rate:]) + bytes(rate - len(data) % rate)
    block[len(data) % rate] ^= SHAKE_PAD
    block[rate - 1] ^= 0x80
    blocks = [data[i:i + rate] for i in range(0, len(data) - len(data) % rate, rate)] + [bytes(block)]
    s = [0] * LANES
    for b in blocks:
        s = permute([w ^ int.from_bytes(b[8 * i:8 * i + 8], "little") if 8 * i < rate else w for i, w in enumerate(s)])
    out = b""
    while len(out) < length:
        out += b"".join(w.to_bytes(8, "little") for w in s[:rate // 8])
        s = permute(s)
    return out[:length]


@dataclass(frozen=True)
class KeccakX4:
    """The printed functions: `<prefix>keccakf1600_x4(__m256i s[25])`, `<prefix>keccak_x4_absorb_once(s,
    rate, in[4], inlen)` (a fresh state, SHAKE padding) and `<prefix>keccak_x4_squeezeblocks(out[4], nblocks,
    s, rate)`; all static."""

    v: X86Vector
    prefix: str

    @property
    def permutation(self) -> str:
        return f"{self.prefix}keccakf1600_x4"

    @property
    def absorb(self) -> str:
        return f"{self.prefix}keccak_x4_absorb_once"

    @property
    def squeeze(self) -> str:
        return f"{self.prefix}keccak_x4_squeezeblocks"

    def code(self) -> str:
        """The C text: the permutation, then the sponge."""
        return "\n".join([*self.permutation_lines(), "", *self.absorb_lines(), "", *self.squeeze_lines()]) + "\n"

    def permutation_lines(self) -> list[str]:
        v, rho = self.v, rotation_offsets()
        a = [f"a{x}{y}" for y in range(5) for x in range(5)]  # by lane index
        b = [f"b{x}{y}" for y in range(5) for x in range(5)]
        constants = ", ".join(f"0x{c:016x}ULL" for c in round_constants())
        lines = ["/* Keccak-f[1600] on four states: word j of s[x + 5y] is lane (x, y) of state j. */",
                 f"static void {self.permutation}({v.T} s[25]) {{",
                 f"    static const uint64_t round_constants[{ROUNDS}] = {{{constants}}};",
                 f"    {v.T} {', '.join(a)};", f"    {v.T} {', '.join(b)};",
                 f"    {v.T} c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;", "    unsigned int round;",
                 *(f"    {a[i]} = s[{i}];" for i in range(LANES)),
                 f"    for (round = 0; round < {ROUNDS}; ++round) {{", "        /* theta */"]
        for x in range(5):
            column = a[x]
            for y in range(1, 5):
                column = v.xor(column, a[lane(x, y)])
            lines.append(f"        c{x} = {column};")
        for x in range(5):
            lines.append(f"        d{x} = {v.xor(f'c{(x - 1) % 5}', v.rotl_u64(f'c{(x + 1) % 5}', 1))};")
        lines.append("        /* rho and pi */")
        for x in range(5):
            for y in range(5):
                i = lane(x, y)
                moved = v.xor(a[i], f"d{x}")
                lines.append(f"        {b[pi_target(x, y)]} = {v.rotl_u64(moved, rho[i]) if rho[i] else moved};")
        lines.append("        /* chi */")
        for y in range(5):
            for x in range(5):
                lines.append(f"        {a[lane(x, y)]} = "
                             f"{v.xor(b[lane(x, y)], v.andnot(b[lane(x + 1, y)], b[lane(x + 2, y)]))};")
        lines += ["        /* iota */", f"        a00 = {v.xor('a00', v.set1_u64('round_constants[round]'))};",
                  "    }", *(f"    s[{i}] = {a[i]};" for i in range(LANES)), "}"]
        return lines

    def absorb_lines(self) -> list[str]:
        v = self.v
        words = [f"{self.prefix}keccak_load64(block[{j}] + 8 * i)" for j in range(WAYS)]
        return [
            "static uint64_t " + f"{self.prefix}keccak_load64(const uint8_t *p) {{",
            "    uint64_t w = 0;", "    unsigned int i;",
            "    for (i = 0; i < 8; ++i) {", "        w |= (uint64_t)p[i] << (8 * i);", "    }",
            "    return w;", "}", "",
            "/* s = the SHAKE state after absorbing in[j] (inlen bytes each) into state j, rate bytes a block. */",
            f"static void {self.absorb}({v.T} s[25], unsigned int rate, const uint8_t *const in[4], size_t inlen) {{",
            "    uint8_t block[4][200];", "    size_t done = 0, i, j, n;",
            "    for (i = 0; i < 25; ++i) {", f"        s[i] = {v.zero()};", "    }",
            "    for (;;) {",
            "        n = inlen - done < rate ? inlen - done : rate;",
            "        for (j = 0; j < 4; ++j) {",
            "            memset(block[j], 0, sizeof block[j]);",
            "            memcpy(block[j], in[j] + done, n);",
            "            if (n < rate) {",
            f"                block[j][n] ^= 0x{SHAKE_PAD:02X};", "                block[j][rate - 1] ^= 0x80;",
            "            }", "        }",
            "        for (i = 0; i < rate / 8; ++i) {",
            f"            s[i] = {v.xor('s[i]', v.set_u64(words))};", "        }",
            "        if (n < rate) {", "            return;", "        }",
            f"        {self.permutation}(s);", "        done += n;", "    }", "}"]

    def squeeze_lines(self) -> list[str]:
        v = self.v
        return [
            "/* nblocks whole blocks (rate bytes each) of state j's output to out[j], advanced past them. */",
            f"static void {self.squeeze}(uint8_t *out[4], size_t nblocks, {v.T} s[25], unsigned int rate) {{",
            "    uint64_t words[4];", "    size_t i, j, k;",
            "    for (k = 0; k < nblocks; ++k) {", f"        {self.permutation}(s);",
            "        for (i = 0; i < rate / 8; ++i) {",
            f"            {v.store('words', 's[i]')};",
            "            for (j = 0; j < 4; ++j) {",
            "                memcpy(out[j] + 8 * i, &words[j], 8); /* x86: little-endian, as FIPS 202's lanes */",
            "            }", "        }",
            "        for (j = 0; j < 4; ++j) {", "            out[j] += rate;", "        }", "    }", "}"]


def keccak_x4(v: X86Vector, prefix: str) -> KeccakX4:
    """The printer of the 4-way Keccak on v's vectors, its functions named with prefix."""
    return KeccakX4(v, prefix)


__all__ = ["KeccakX4", "SHAKE128_RATE", "SHAKE256_RATE", "keccak_x4", "permute", "rotation_offsets",
           "round_constants", "shake"]
