/*
 * erf.c - erf over an array, in place: the project's own erf.
 *
 * topcoder's expected ranks are sums of erf over every pair of players,
 * millions a game: nearly all the time of a large game.  libm's erf (the
 * fdlibm method in glibc and musl) tests four ranges, whose outcome is
 * random from one pair to the next, and from |x| = 1.25 on calls exp
 * twice; about 20 ns a value here.  This one is a polynomial of degree 9
 * on 44 intervals of width 1/8, chosen by an index (no branch), with no
 * division and no call: about 7 ns.  And it is the same code on every
 * libc, so ratings no longer change in their last digits from glibc to
 * musl or macOS, whose erf differ in the last bits.
 *
 * Over |x| (the sign put back at the end, erf being odd):
 *   [0, 1/2)       erf = x + x q(x^2), q(u) = erf(sqrt u)/sqrt u - 1: q is
 *                  small (0.04 to 0.13), so its rounding hardly counts
 *   [i/8, (i+1)/8) erf = hi + p(x - c), c the centre, hi = erf(c) to the
 *                  nearest double, p(0) = erf(c) - hi: the sum is erf(c)
 *                  to 106 bits, rounded once at the end
 *   [6, inf]       1 (erf rounds to 1 from 5.92 on), and NaN stays NaN
 * The coefficients are Chebyshev fits at 50 digits (tests/erf-coef.py
 * prints the table; fitting error below 2.2e-18, a fiftieth of an ulp
 * near 1).  The largest error measured against erfl on 10^8 arguments is
 * 0.88 ulp, just below 1/2 (tests/erftest.c, tests/erf.bats): libm's erf
 * is within 1 ulp too, and differs from this one by 1 ulp in about one
 * value in 15.
 *
 * Each row holds gx, g1, hi, c, k0, then p's coefficients: with g =
 * gx |x| + g1 (|x| for the first rows, 1 for the others), the value is
 *   (gx |x| + hi) + (g k0 + g p(g |x| - c))
 * which is |x| + (|x| k0 + |x| p(x^2)) in the first rows (q's constant in
 * two parts, k0 + p(0), so that q's rounding is a small part of a small
 * term) and hi + p(|x| - c) in the others, exactly (the zeros and ones
 * add and multiply exactly).  p is its constant plus v times the rest in
 * Estrin's order (pairs, then squares), so that the iterations of the
 * array's loop overlap instead of waiting on a chain of ten
 * multiply-adds.  Every operation is a plain IEEE double operation:
 * no fused multiply-add may be formed (C11 leaves a*b + c to the
 * compiler: gcc does not contract in ISO C mode, clang is told below), so
 * the values are the same on every machine.
 */
#include "erf.h"

#include <math.h>

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

#define ROWS 48			/* |x| < 6 in eighths; rows 0-3 the same */
#define LIM_ONE 6.0

static const double erf_rows[ROWS][15] = {
	{ 0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x1.06eba8214db69p-3, -0x1.cb1e1218df386p-57, -0x1.812746b0379e6p-2, 0x1.ce2f21a042b29p-4, -0x1.b82ce3127f739p-6, 0x1.565bcd0aa6349p-8, -0x1.c02db23d41138p-11, 0x1.f9a2a6635fe79p-14, -0x1.f4bb9f7301dedp-17, 0x1.b776442df3041p-20, -0x1.39fb524e9c1f7p-23 },
	{ 0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x1.06eba8214db69p-3, -0x1.cb1e1218df386p-57, -0x1.812746b0379e6p-2, 0x1.ce2f21a042b29p-4, -0x1.b82ce3127f739p-6, 0x1.565bcd0aa6349p-8, -0x1.c02db23d41138p-11, 0x1.f9a2a6635fe79p-14, -0x1.f4bb9f7301dedp-17, 0x1.b776442df3041p-20, -0x1.39fb524e9c1f7p-23 },
	{ 0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x1.06eba8214db69p-3, -0x1.cb1e1218df386p-57, -0x1.812746b0379e6p-2, 0x1.ce2f21a042b29p-4, -0x1.b82ce3127f739p-6, 0x1.565bcd0aa6349p-8, -0x1.c02db23d41138p-11, 0x1.f9a2a6635fe79p-14, -0x1.f4bb9f7301dedp-17, 0x1.b776442df3041p-20, -0x1.39fb524e9c1f7p-23 },
	{ 0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x1.06eba8214db69p-3, -0x1.cb1e1218df386p-57, -0x1.812746b0379e6p-2, 0x1.ce2f21a042b29p-4, -0x1.b82ce3127f739p-6, 0x1.565bcd0aa6349p-8, -0x1.c02db23d41138p-11, 0x1.f9a2a6635fe79p-14, -0x1.f4bb9f7301dedp-17, 0x1.b776442df3041p-20, -0x1.39fb524e9c1f7p-23 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.25b8a88b6dd7fp-1, 0x1.2000000000000p-1, 0x0.0p+0, 0x1.81d70d628c291p-55, 0x1.a5074e2157620p-1, -0x1.d9a837e582300p-2, -0x1.9c41d1d5fb246p-4, 0x1.75bebc1934a7ep-3, -0x1.6410ad836bdbap-7, -0x1.7df873dbeec3cp-5, 0x1.4a54553fac101p-7, 0x1.1892920f49c71p-7, -0x1.8c9c16ba450cdp-9 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.569243d2b3a9bp-1, 0x1.6000000000000p-1, 0x0.0p+0, 0x1.863fa9f4d2892p-56, 0x1.681ff24b4ab04p-1, -0x1.ef2bed2786ab9p-2, -0x1.a4254557d94e4p-7, 0x1.532415c1fb02ep-3, -0x1.558b4c51518e3p-5, -0x1.1b7ad0f795179p-5, 0x1.1201bb70a0d69p-6, 0x1.296a7a2bde730p-8, -0x1.0225a7e41b5b5p-8 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.7fb9bfaed8078p-1, 0x1.a000000000000p-1, 0x0.0p+0, 0x1.79da358739ccfp-56, 0x1.2a8dcede3673bp-1, -0x1.e5267029188aep-2, 0x1.fe0796bb9c9a9p-5, 0x1.0fa230229b1e0p-3, -0x1.fa21ebc71dcb9p-5, -0x1.3154823283702p-6, 0x1.37e533e1345b8p-6, 0x1.1563347f2bdcdp-13, -0x1.e77f4d9614c8cp-9 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.a1551a16aaeafp-1, 0x1.e000000000000p-1, 0x0.0p+0, 0x1.ee492eda57fedp-57, 0x1.dfca26f5bbf88p-2, -0x1.c1cd848660557p-2, 0x1.e4c9975da07ffp-4, 0x1.747e31c2d7830p-4, -0x1.1d1f000fda749p-4, -0x1.476680a745517p-9, 0x1.1a8173c83f74ep-6, -0x1.ca1ddfa0d1406p-9, -0x1.5768d893baa39p-9 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.bbef0fbde6221p-1, 0x1.1000000000000p+0, 0x0.0p+0, -0x1.1df6acf4903bbp-55, 0x1.75a91a7f4d2edp-2, -0x1.8d03ac2742215p-2, 0x1.3954778d6a10dp-3, 0x1.88e0f7b968fbdp-5, -0x1.0f7c15f78d278p-4, 0x1.5e2277338c520p-7, 0x1.9ad2906281c6fp-7, -0x1.6f849689d7b40p-8, -0x1.235b1a3020af6p-10 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.d0580b2cfd249p-1, 0x1.3000000000000p+0, 0x0.0p+0, 0x1.60233ff4d2882p-55, 0x1.1a0dc51a9934dp-2, -0x1.4ef05a0f96084p-2, 0x1.5648b5dc474f1p-3, 0x1.40fbabbdd02e7p-7, -0x1.c0db89d259246p-5, 0x1.388c1afcb10acp-6, 0x1.aecb9aa358f13p-8, -0x1.8b26cc76d249fp-8, 0x1.482199bf62014p-12 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.df85ea8db188ep-1, 0x1.5000000000000p+0, 0x0.0p+0, -0x1.ededc20bb8bc4p-55, 0x1.9cb5bd549b111p-3, -0x1.0ed7443f85d19p-2, 0x1.5066cda84bcc5p-3, -0x1.419fa10440bddp-6, -0x1.3f41761f92293p-5, 0x1.6d1d5e30e7ea8p-6, 0x1.e37982cc89895p-11, -0x1.4c6d2dd93d80bp-8, 0x1.545bcf6fb6180p-10 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ea7730ed0bbb9p-1, 0x1.7000000000000p+0, 0x0.0p+0, 0x1.2e04132a252cdp-55, 0x1.24a7b84d38971p-3, -0x1.a4b118ef015e6p-3, 0x1.319c7a75f9282p-3, -0x1.3db5bed3da041p-5, -0x1.7019bdaaacba8p-6, 0x1.59d3a6a0e8366p-6, -0x1.b3249310db1d9p-9, -0x1.b45639327925cp-9, 0x1.bf4b0f737961bp-10 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.f21c9f12f0677p-1, 0x1.9000000000000p+0, 0x0.0p+0, -0x1.9f3a200730490p-58, 0x1.92470a61b6965p-4, -0x1.3a47801c5698ep-3, 0x1.0453f90d3bdd2p-3, -0x1.8a7c6a252515ep-5, -0x1.075c08851b7c2p-7, 0x1.16f9d292a430ep-6, -0x1.74c2e1195e184p-8, -0x1.76adaf8a0f62bp-10, 0x1.a34ff1f4f969ap-10 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.f74a6d9a38383p-1, 0x1.b000000000000p+0, 0x0.0p+0, 0x1.bc5b4cb32347ep-55, 0x1.0bf97e95f2a64p-4, -0x1.c435059d094d9p-4, 0x1.a3687c1eaf213p-4, -0x1.9647a30dc5a4ap-5, 0x1.69810617a2d88p-9, 0x1.7e8773eb877e9p-7, -0x1.9be7291b4c41ap-8, 0x1.31fd9b210cbaap-13, 0x1.3176df1931ebdp-10 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fab0dd89d1309p-1, 0x1.d000000000000p+0, 0x0.0p+0, -0x1.b56b7e34b8156p-55, 0x1.5a08e85af27e0p-5, -0x1.399812926b964p-4, 0x1.4140efb719c6ep-4, -0x1.7535a61d016dep-5, 0x1.374c88c8eda35p-7, 0x1.a40747781c5d1p-8, -0x1.6dc07e49da2c7p-8, 0x1.2dcd2d88a50acp-10, 0x1.452621deb989ep-11 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fcdacca0bfb73p-1, 0x1.f000000000000p+0, 0x0.0p+0, -0x1.31a1e02cb2119p-55, 0x1.b1160991ff737p-6, -0x1.a38d59456f33fp-5, 0x1.d5bd91b6affeep-5, -0x1.3b35dcbe9f136p-5, 0x1.9d76b0a2bdf10p-7, 0x1.14c8e6afc51b1p-9, -0x1.117f50551edc9p-8, 0x1.9a6e3f58d58a1p-10, 0x1.1f10c86af7031p-13 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fe307f2b503d0p-1, 0x1.0800000000000p+1, 0x0.0p+0, -0x1.96ddf23cf3b1bp-57, 0x1.06ae13b0d3255p-6, -0x1.0ee3844e59975p-5, 0x1.48b127f8ed754p-5, -0x1.f155b4ea4b70bp-6, 0x1.aa2c07567860dp-7, -0x1.bbf70724e3aabp-11, -0x1.5478f50d44611p-9, 0x1.8e30b628a52c7p-10, -0x1.90783b4dbce30p-13 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fefcce6813974p-1, 0x1.1800000000000p+1, 0x0.0p+0, -0x1.baa23f9420d8dp-58, 0x1.34d7dbc76d7e5p-7, -0x1.51cc18621fa8cp-6, 0x1.b925a998869a2p-6, -0x1.71e7d4099462fp-6, 0x1.7ea58082bd758p-7, -0x1.46eb8b50be0c7p-9, -0x1.403362139571dp-10, 0x1.3b0f26e72d1c8p-10, -0x1.6b0bd18343d07p-12 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ff733814af88cp-1, 0x1.2800000000000p+1, 0x0.0p+0, 0x1.0b6b4f1b7603cp-56, 0x1.5ff2750fe7820p-8, -0x1.96f0575a63c49p-7, 0x1.1c5a643f04228p-6, -0x1.04f5caaec86cap-6, 0x1.382a146c3640fp-7, -0x1.95cac10974e9dp-9, -0x1.d2fe6d3c8173ep-13, 0x1.9f74bc57fea46p-11, -0x1.7cf59f6a730c4p-12 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffb5bdf67fe6fp-1, 0x1.3800000000000p+1, 0x0.0p+0, 0x1.e3b5e2005595bp-62, 0x1.84ba3004a50d0p-9, -0x1.d9c2ea85a99c6p-8, 0x1.60898536e0f69p-7, -0x1.5eb1c8981e698p-7, 0x1.d854f73f55616p-8, -0x1.89772e1197e97p-9, 0x1.88cda16c5299fp-12, 0x1.b3e04965a1f86p-12, -0x1.37e865e8cb5fep-12 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffd9f78c7524ap-1, 0x1.4800000000000p+1, 0x0.0p+0, 0x1.06387fc557d95p-55, 0x1.a024365f771bdp-10, -0x1.0a9732d528cf2p-8, 0x1.a4bf47a430492p-8, -0x1.c23802d49b194p-8, 0x1.4f40070634751p-8, -0x1.4c9a43406e8e3p-9, 0x1.4f7a553df0a22p-11, 0x1.1a4e51989415dp-13, -0x1.a4d84c5aedee5p-13 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffed167b12ac2p-1, 0x1.5800000000000p+1, 0x0.0p+0, -0x1.dcae9857dcf36p-55, 0x1.afc85e0f82e12p-11, -0x1.221a9f326cc58p-9, 0x1.e3c9aab90bfd8p-9, -0x1.14b1b97de903bp-8, 0x1.c1c19b9cf1fe6p-9, -0x1.feac633ccf9bep-10, 0x1.63e891a7e4723p-11, -0x1.3ee679244dc91p-15, -0x1.c962f7538a9c5p-14 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fff6dee89352ep-1, 0x1.6800000000000p+1, 0x0.0p+0, 0x1.ba24a29cf51adp-55, 0x1.b23a5a23e4210p-12, -0x1.315107613d87ap-10, 0x1.0c243329a9fe2p-9, -0x1.4630115de05b3p-9, 0x1.1e84d1008df6fp-9, -0x1.6b41a06391984p-10, 0x1.36edf0926cdb7p-11, -0x1.f5b99c765f893p-14, -0x1.533a60424e8b1p-15 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffbb8f1049c6p-1, 0x1.7800000000000p+1, 0x0.0p+0, 0x1.d38e0adcdedcdp-56, 0x1.a740684026554p-13, -0x1.36d34c8f1d5f0p-11, 0x1.1eb6e14974f76p-10, -0x1.714eb8c728062p-10, 0x1.5bec08bd72982p-10, -0x1.e46238d5f677fp-11, 0x1.e1b7d32ad5d47p-12, -0x1.23d9693b4cba5p-13, 0x1.9d8668da65162p-20 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffe0e0140857p-1, 0x1.8800000000000p+1, 0x0.0p+0, -0x1.6a0c4d1dce265p-57, 0x1.8fdc1b2dcf7b8p-14, -0x1.322484cf13c6cp-12, 0x1.27dc1bc6d05f1p-11, -0x1.9202f4623ad22p-11, 0x1.93b4c970eaa51p-11, -0x1.30e9f067d10cep-11, 0x1.555bb0eb909d8p-12, -0x1.052a56b636bd0p-13, 0x1.678160a8f754ap-16 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffff2436a21dcp-1, 0x1.9800000000000p+1, 0x0.0p+0, -0x1.3606c71c6b4c8p-55, 0x1.6e2367dc27f94p-15, -0x1.23c436c36fe4cp-13, 0x1.26bf00867af85p-12, -0x1.a51fb50aeddafp-12, 0x1.c0825375559eap-12, -0x1.6c3dc04fcd779p-12, 0x1.c1dd28b14e12dp-13, -0x1.94c17be0a22f3p-14, 0x1.be4f87d4dcbecp-16 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffa1de8c582p-1, 0x1.a800000000000p+1, 0x0.0p+0, 0x1.83152ec031f7bp-55, 0x1.44f21e49054f1p-16, -0x1.0d18811476d3dp-14, 0x1.1b964d438fb66p-13, -0x1.a8d785256dd01p-13, 0x1.ddd6df98c693bp-13, -0x1.9e52a61567e0cp-13, 0x1.165b2792ec1f4p-13, -0x1.1b9dfbf749ef5p-14, 0x1.915f04407d9abp-16 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffd8e1a2f22p-1, 0x1.b800000000000p+1, 0x0.0p+0, -0x1.c11f046212409p-55, 0x1.1783ceac28910p-17, -0x1.e06a8b37dddabp-16, 0x1.07978c7b8495ep-14, -0x1.9d039894b5eb1p-14, 0x1.e8d1145e9b73ep-14, -0x1.c1f6f8fe37f60p-14, 0x1.458b9df4745a2p-14, -0x1.6f151b88d619fp-15, 0x1.3304c028469b7p-16 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffff039f9e8fp-1, 0x1.c800000000000p+1, 0x0.0p+0, -0x1.9d2d9435aeeb7p-55, 0x1.d21397ead99cep-19, -0x1.9f19734d1bec3p-17, 0x1.d982bd41d7734p-16, -0x1.8320fc63fd9a7p-15, 0x1.e0a1cb218f6b5p-15, -0x1.d383d468e2fbbp-15, 0x1.696da2b258f10p-15, -0x1.bc1ff9f8dce30p-16, 0x1.a536c2d60855bp-17 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffff9d446cccp-1, 0x1.d800000000000p+1, 0x0.0p+0, -0x1.bb3baa0f6af13p-57, 0x1.789fb715aae9cp-20, -0x1.5b333cc7e4e1ap-18, 0x1.9b12fdbf8e45fp-17, -0x1.5e06925a9fc71p-16, 0x1.c6a0719d173d0p-16, -0x1.d178573854ff5p-16, 0x1.7e29b51d678bap-16, -0x1.fa28dee849e30p-17, 0x1.099287c0c17f7p-17 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffffda86faa9p-1, 0x1.e800000000000p+1, 0x0.0p+0, -0x1.d241becbb8e09p-56, 0x1.26f9df8519be2p-21, -0x1.1926290ac1089p-19, 0x1.5900c02d92a4cp-18, -0x1.3166dea18c0bbp-17, 0x1.9dfcc33aa0c8dp-17, -0x1.bcaa84d8fb571p-17, 0x1.81cd41bd61a74p-17, -0x1.111e8ce12caf3p-17, 0x1.380a838f112aep-18 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffff233ee1dp-1, 0x1.f800000000000p+1, 0x0.0p+0, 0x1.db0ce14a9edf3p-55, 0x1.bfd7555a3bd8ap-23, -0x1.b8d7f8048fd63p-21, 0x1.17f93e5142a96p-19, -0x1.013b049ae0c86p-18, 0x1.6b245d981a400p-18, -0x1.9806b9863c859p-18, 0x1.7491bbc75cdb8p-18, -0x1.1826f63e53f00p-18, 0x1.588f996068c16p-19 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffb127525p-1, 0x1.0400000000000p+2, 0x0.0p+0, 0x1.504c2d3942e33p-55, 0x1.4980cb3c80974p-24, -0x1.4ea6ce6926854p-22, 0x1.b771d9b6dfe27p-21, -0x1.a26c65d7ce5ccp-20, 0x1.3302bbaa6988ap-19, -0x1.67f3595e80afcp-19, 0x1.58b450bef6985p-19, -0x1.11e8c43304dc0p-19, 0x1.679eac6cf8a71p-20 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffe4aed5ep-1, 0x1.0c00000000000p+2, 0x0.0p+0, 0x1.388225a78660ap-59, 0x1.d5f3a8dea73bbp-26, -0x1.ebfb14c87518fp-24, 0x1.4d9228524bd4dp-22, -0x1.48b5374fcab4ap-21, 0x1.f48ccf7164c5bp-21, -0x1.3182d366a788dp-20, 0x1.31ef714da4329p-20, -0x1.ffa4d6b769040p-21, 0x1.6439f7cdbe722p-21 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffffff6d1e56p-1, 0x1.1400000000000p+2, 0x0.0p+0, -0x1.64da3a0cadb52p-55, 0x1.44d26de513204p-27, -0x1.5e32de7a55d38p-25, 0x1.e9e05b3c64e4cp-24, -0x1.f2f6fbc3360c6p-23, 0x1.899dcb22eeec6p-22, -0x1.f349b7530e999p-22, 0x1.04bd8c839842bp-21, -0x1.c94448b0ee545p-22, 0x1.4fec6d0900471p-22 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffffffd01f89p-1, 0x1.1c00000000000p+2, 0x0.0p+0, -0x1.35e9aa23f3333p-56, 0x1.b334fac4ba077p-29, -0x1.e2cec6310818ap-27, 0x1.5c027d5b8efa1p-25, -0x1.6df4d15b2fbbbp-24, 0x1.2aaf7c76d3233p-23, -0x1.89013bd36f2f1p-23, 0x1.ab29bfa1c9f64p-23, -0x1.879bcc583c387p-23, 0x1.2e47846d4f021p-23 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffff0dd2bp-1, 0x1.2400000000000p+2, 0x0.0p+0, 0x1.0df7117ee1744p-55, 0x1.1a94ff5716625p-30, -0x1.4251f33e3c453p-28, 0x1.de6bc1f7085dep-27, -0x1.036b60eaeefa7p-25, 0x1.b58f142c92d57p-25, -0x1.2a21be6896cf3p-24, 0x1.508ccf105933cp-24, -0x1.41c0227b3eaefp-24, 0x1.040a166c077b3p-24 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffffb5be5p-1, 0x1.2c00000000000p+2, 0x0.0p+0, -0x1.729d8efd7e7d2p-56, 0x1.63ac6b4edca14p-32, -0x1.a0ce0dbe84554p-30, 0x1.3e380dd70d11fp-28, -0x1.638bc6e10cac1p-27, 0x1.35753b6d12524p-26, -0x1.b41c8b8c25fdbp-26, 0x1.fe67a3df0531cp-26, -0x1.fbb7e5707b2ddp-26, 0x1.ac5e28da26026p-26 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffffe9eb0p-1, 0x1.3400000000000p+2, 0x0.0p+0, -0x1.ea52be461a169p-58, 0x1.b1e5acf35202dp-34, -0x1.05042a08cdd3bp-31, 0x1.99ac8fd5b8180p-30, -0x1.d723475a3f52bp-29, 0x1.a6be9b1ac9d96p-28, -0x1.33a8999aac860p-27, 0x1.74b5c094ffd85p-27, -0x1.81001d3708858p-27, 0x1.523c9b565b928p-27 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffffffff9a1bp-1, 0x1.3c00000000000p+2, 0x0.0p+0, -0x1.6a8733bd154f4p-57, 0x1.0084ff12565cep-35, -0x1.3ca42ad828179p-33, 0x1.fe73513b8cab6p-32, -0x1.2dd9acd467f4dp-30, 0x1.16ef6c6ea11c4p-29, -0x1.a2d2170365ed3p-29, 0x1.0637690251683p-28, -0x1.18c89e97a107fp-28, 0x1.004a5867b3728p-28 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffffffffe380p-1, 0x1.4400000000000p+2, 0x0.0p+0, 0x1.7ce06fe18a34dp-55, 0x1.25f9ee0b92753p-37, -0x1.74105142e4a33p-35, 0x1.33cde4f2b05e0p-33, -0x1.760feb76ab124p-32, 0x1.63a71130cca36p-31, -0x1.1322571289f5fp-30, 0x1.63a1357278242p-30, -0x1.8a23fa683e674p-30, 0x1.750c3056ae782p-30 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffffff845p-1, 0x1.4c00000000000p+2, 0x0.0p+0, 0x1.b0edc4c96e49cp-56, 0x1.46897d4b6a504p-39, -0x1.a77a4e785aab8p-37, 0x1.67543694d6c78p-35, -0x1.c05c23a245fd0p-34, 0x1.b63943abcbf34p-33, -0x1.5cf9af04e945bp-32, 0x1.d1129b6da2543p-32, -0x1.0a5c9ac93ad45p-31, 0x1.04f76cd94131ep-31 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffffffdf8p-1, 0x1.5400000000000p+2, 0x0.0p+0, -0x1.dcf8b136ddea2p-55, 0x1.5f8b87a31c51cp-41, -0x1.d2e5501d08712p-39, 0x1.9612cc20e279bp-37, -0x1.03ee6304c7b98p-35, 0x1.04f2f89998b74p-34, -0x1.ab6b49c394b9fp-34, 0x1.2552a5fc15679p-33, -0x1.5ad0df7f45d34p-33, 0x1.5f2fd236b4681p-33 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffffffffff7bp-1, 0x1.5c00000000000p+2, 0x0.0p+0, 0x1.00fa07eaf5485p-55, 0x1.6ed2f2515f3bep-43, -0x1.f2a6c15c6feb0p-41, 0x1.bc42ba3692367p-39, -0x1.2391e64bb2b14p-37, 0x1.2c6c2663ff09ep-36, -0x1.f99ca3d5f7f39p-36, 0x1.64ff73038f7e8p-35, -0x1.b33207391cbd6p-35, 0x1.c6d2d3622fca7p-35 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.fffffffffffdfp-1, 0x1.6400000000000p+2, 0x0.0p+0, 0x1.5669e668963f8p-56, 0x1.72fd93e037ae9p-45, -0x1.01f450cb58f97p-42, 0x1.d68fb81870651p-41, -0x1.3c70713185ec3p-39, 0x1.4e647c14a716cp-38, -0x1.20e5567cbd0fep-37, 0x1.a357c665fe6d0p-37, -0x1.073ea9a05380dp-36, 0x1.1b968151be4f0p-36 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffffffff8p-1, 0x1.6c00000000000p+2, 0x0.0p+0, 0x1.0160ef132bae8p-56, 0x1.6ba91ac735982p-47, -0x1.028a390181902p-44, 0x1.e292863a945d7p-43, -0x1.4c4e712ce9b24p-41, 0x1.67e6e92f66f3fp-40, -0x1.3efb2ae719c83p-39, 0x1.db84045e21375p-39, -0x1.3322c949d0970p-38, 0x1.54aa02a5d9aafp-38 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.ffffffffffffep-1, 0x1.7400000000000p+2, 0x0.0p+0, 0x1.59ab24e4c36c5p-56, 0x1.5982008db2924p-49, -0x1.f610e8ba8a6adp-47, 0x1.df2dac2adaeedp-45, -0x1.51b18942caea0p-43, 0x1.7699722eadfcdp-42, -0x1.545a91037f2e5p-41, 0x1.0453e7adaa34ap-40, -0x1.59b2d3c127d97p-40, 0x1.8a5e3c92ba724p-40 },
	{ 0x0.0p+0, 0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x1.7c00000000000p+2, 0x0.0p+0, -0x1.a6d7d1884dfbap-55, 0x1.3e296303b3cc6p-51, -0x1.d8456ee342d97p-49, 0x1.ccb92e6707baep-47, -0x1.4c1ab3eafc2cbp-45, 0x1.7918bbd4f5ef9p-44, -0x1.5eff70fceb81fp-43, 0x1.13497371b01f8p-42, -0x1.77792d644dcffp-42, 0x1.b81e2b578e089p-42 },
};

static double
erf_one(double x)
{
	double ax = fabs(x), g, v, v2, v4, v8, p, r;
	/* NaN and |x| >= 6 read the last row: any row does */
	const double *w = erf_rows[(int)((ax < LIM_ONE ? ax : LIM_ONE - 0.0625) * 8)];
	const double *k = w + 5;

	g = ax * w[0] + w[1];
	v = g * ax - w[3];
	v2 = v * v;
	v4 = v2 * v2;
	v8 = v4 * v4;
	p = k[0] + v * ((k[1] + v * k[2]) + v2 * (k[3] + v * k[4]) +
	    v4 * ((k[5] + v * k[6]) + v2 * (k[7] + v * k[8])) + v8 * k[9]);
	r = (ax * w[0] + w[2]) + (g * w[4] + g * p);
	return copysign(ax >= LIM_ONE ? 1.0 : r, x);
}

void
erf_array(double *x, size_t n)
{
	size_t i;

	/* erf(+-0) = +-0: players of the same rating and volatility (new
	 * players, all of a first game) meet at 0, which then costs a test */
	for (i = 0; i < n; i++)
		if (x[i] != 0)
			x[i] = erf_one(x[i]);
}
