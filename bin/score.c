/*
 * score - what each player achieved in a game (-m METHOD).
 */
#include "subcmd.h"

int
main(int argc, char **argv)
{
	return subcmd_run(score_methods, argc, argv, 'm', "method", "method");
}
