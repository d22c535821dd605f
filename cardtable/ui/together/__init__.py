"""Play with friends: the dialogs that host a shared table and join one."""
