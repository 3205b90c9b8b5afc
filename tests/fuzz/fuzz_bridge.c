/*
 * fuzz_bridge - parse -f bridge: bridge travellers, contracts to NS
 * scores (lib/bridge/bridge_parse.c, lib/bridge/contract.c).
 * Any bytes give rows or a data error (fuzz_parse.h).
 */
#define FZ_MAIN parse_bridge_main
#define FZ_ARGS "parse", "-f", "bridge"
#include "fuzz_parse.h"
