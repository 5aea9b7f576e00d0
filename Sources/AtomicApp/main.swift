print(HelpText.general)
