/// TesseraArguments: how Tessera's command-line tools spell the settings they share — `--theme`,
/// `--direction`, `--text-size`, `--locale` — as argument-parser values, so `tessera render` and every
/// `gallery` accept the same words and list them in `--help`, and a bad value is refused while
/// the command line is parsed, naming the option and the values it takes.
///
/// Not a product: the words are the tools' interface; the Swift types behind them are not.
///
/// What it must not know: any command (options are declared by the commands that use them).
