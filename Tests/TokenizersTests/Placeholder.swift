// local placeholder (untracked) so the package builds before other helpers' tests land
