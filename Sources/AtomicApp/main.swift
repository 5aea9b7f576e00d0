print("atomic")
