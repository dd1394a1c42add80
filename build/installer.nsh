; Included by electron-builder's NSIS script (nsis.include). electron-builder registers `protocols` only on
; macOS and Linux, so kosar:// links are registered here for the installing user (SHCTX follows per-user or
; per-machine) and removed again on uninstall. The link comes after `--`, Chromium's end of switches, so
; that no link can be read as a command-line switch (src/main/deep-link.ts reads only the argument after it).
!macro customInstall
  WriteRegStr SHCTX "Software\Classes\kosar" "" "URL:Kosar link"
  WriteRegStr SHCTX "Software\Classes\kosar" "URL Protocol" ""
  WriteRegStr SHCTX "Software\Classes\kosar\DefaultIcon" "" "$INSTDIR\${APP_EXECUTABLE_FILENAME},0"
  WriteRegStr SHCTX "Software\Classes\kosar\shell\open\command" "" '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" -- "%1"'
!macroend

!macro customUnInstall
  DeleteRegKey SHCTX "Software\Classes\kosar"
!macroend
