# seed
defaults write -app Safari NSUserKeyEquivalents -dict \
  'Reload Page' '@r' "Show Sidebar" "@~^s" $'\eWindow\eMinimize' '@m'
defaults write com.example NSUserKeyEquivalents '{ Undo = "@z"; "Redo" = ("a"); Bad = "@${x}"; }'
