"""Schoolbook base kernels on the VPCLMULQDQ zmm carryless multiplier (4 64x64 products per
instruction), for ring Karatsuba bases on avx512 (gen.ring) where they beat unrolled split trees.

These bodies are not IR programs: gen.ring_check proves the compiled kernels on all basis pairs.
(A ymm version lost to Karatsuba trees at every size on Zen 3: 144 VPCLMULQDQ ymm for 16 words
against 81 PCLMULQDQ; two-lane IR kernels, gen.unparse.render_dual_product, are what pays there.)
"""
from __future__ import annotations


def zmm_schoolbook_body(s: int) -> str:
    """C body of c[0..2s) = a*b with VPCLMULQDQ zmm: 4 products per instruction.

    Row i = 8t + r multiplies broadcast a[i] by b shifted up r words (a masked load at b - r
    words: masked-off lanes are never read), so every 128-bit product lands in a zmm-aligned
    lane: products with b words at even lane positions go to the even accumulators e, the odd
    ones to accumulators o that sit one word lower; at the end c = e + (o shifted up one word),
    one valignq per block. An empty asm per row ties the row's broadcast to its accumulators,
    so compilers cannot hoist every product ahead of the XORs and spill them."""
    lines = []
    acc: set[int] = set()
    body: list[str] = []
    for i in range(s):
        t, r = divmod(i, 8)
        body.append(f"    a_i = _mm512_set1_epi64((long long)a[{i}]);")
        body.append(f'    __asm__("" : "+v"(a_i), "+v"(e{t}), "+v"(o{t}));')
        for j in range((s - 1 + r) // 8 + 1):
            offset = 8 * j - r  # this block holds b[offset .. offset + 7]
            mask = sum(1 << w for w in range(8) if 0 <= offset + w < s)
            if not mask:
                continue
            q = t + j
            acc.update((q, t))
            load = (f"_mm512_maskz_loadu_epi64(0x{mask:02x}, (const void *)((uintptr_t)b + {8 * offset}))"
                    if offset < 0 else f"_mm512_maskz_loadu_epi64(0x{mask:02x}, (const void *)(b + {offset}))")
            body.append(f"    bj = {load};")
            if any(0 <= offset + 2 * k < s for k in range(4)):
                body.append(f"    e{q} = _mm512_xor_si512(e{q}, _mm512_clmulepi64_epi128(a_i, bj, 0x00));")
            if any(0 <= offset + 2 * k + 1 < s for k in range(4)):
                body.append(f"    o{q} = _mm512_xor_si512(o{q}, _mm512_clmulepi64_epi128(a_i, bj, 0x10));")
    nb = max(acc) + 1
    lines.append("    __m512i a_i, bj, " + ", ".join(f"e{q} = _mm512_setzero_si512(), o{q} = _mm512_setzero_si512()"
                                                    for q in range(nb)) + ";")
    lines += body
    for q in range(nb):
        prev = f"o{q - 1}" if q else "_mm512_setzero_si512()"
        value = f"_mm512_xor_si512(e{q}, _mm512_alignr_epi64(o{q}, {prev}, 7))"
        words = min(8, 2 * s - 8 * q)
        if words <= 0:
            continue
        if words == 8:
            lines.append(f"    _mm512_storeu_si512((void *)(c + {8 * q}), {value});")
        else:
            lines.append(f"    _mm512_mask_storeu_epi64((void *)(c + {8 * q}), 0x{(1 << words) - 1:02x}, {value});")
    return "\n".join(lines)


def zmm_schoolbook_counts(s: int) -> tuple[int, int]:
    """(VPCLMULQDQ zmm, zmm XOR) instructions of zmm_schoolbook_body(s)."""
    body = zmm_schoolbook_body(s)
    clmuls = body.count("_mm512_clmulepi64_epi128")
    return clmuls, clmuls + body.count("_mm512_alignr_epi64")

