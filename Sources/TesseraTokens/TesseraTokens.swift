// TesseraTokens: placeholder until its issue lands.
