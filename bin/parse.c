/*
 * parse - foreign formats to a validated results stream (-f FORMAT).
 */
#include "parse.h"
#include "subcmd.h"
#include "tsv.h"

int
main(int argc, char **argv)
{
	tsv_accept_unterminated = 1;	/* files people typed may lack the last newline */
	return subcmd_run(parse_formats, argc, argv, 'f', "format", "format");
}
