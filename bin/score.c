/*
 * score - what each player achieved in a game (-m METHOD).
 */
#include "stages.h"
#include "subcmd.h"

int
main(int argc, char **argv)
{
	return subcmd_run_guess(score_methods, argc, argv, 'm', "method", "method",
	    score_method_of_stream);
}
