/*
 * rank - rating lists and standings (-m MODE).
 */
#include "stages.h"
#include "subcmd.h"

int
main(int argc, char **argv)
{
	return subcmd_run_guess(rank_modes, argc, argv, 'm', "mode", "mode", rank_mode_of_args);
}
