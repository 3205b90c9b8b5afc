int rank_bridge_main(int argc, char **argv) { (void)argc; (void)argv; return 0; }
int rank_traveller_main(int argc, char **argv) { (void)argc; (void)argv; return 0; }
