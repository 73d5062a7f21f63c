# The screen the app needs. Variables: $display (the DISPLAY variable, none when it is not set)
display-none = { $display ->
    [none] no screen to open the window on
   *[other] no screen to open the window on ({ $display } does not answer)
}: start it on a computer with a screen, or on a server inside xvfb-run (xvfb-run -a ludoclasse …)
