; Inno Setup script for Continental on Windows. Not built by CI (Inno Setup runs on Windows);
; see packaging/README.md. It installs the PyInstaller folder, so build that first, then:
;
;   python packaging\build.py bundle
;   iscc packaging\windows\continental-qt.iss
;
; The installer lands in dist\. The version is read from continental-qt.exe's version
; resource, which the spec generates from continental_qt.__version__: nothing to edit here
; for a release.

#define AppName "Continental"
#define AppExe "continental-qt.exe"
#define SourceDir "..\..\dist\continental-qt"
#define AppVersion GetStringFileInfo(SourceDir + "\" + AppExe, "ProductVersion")
#if AppVersion == ""
  #error "dist\continental-qt\continental-qt.exe not found or has no version: run python packaging\build.py bundle first"
#endif

[Setup]
; AppId identifies the app for upgrades and uninstall: never change it.
AppId={{6F1B8C0E-2D4A-4C55-9B7E-3A1F0C9D5E21}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Continental authors
AppPublisherURL=https://github.com/continental-qt/continental
AppSupportURL=https://github.com/continental-qt/continental/issues
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
LicenseFile=..\..\LICENSE
OutputDir=..\..\dist
OutputBaseFilename=continental-qt-{#AppVersion}-setup
SetupIconFile=continental-qt.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
