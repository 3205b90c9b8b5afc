/*
 * parse - foreign formats to a validated results stream (-f FORMAT).
 */
#include "../lib/subcmd.h"

int
main(int argc, char **argv)
{
	return subcmd_run(parse_formats, argc, argv, 'f', "format", "format");
}
