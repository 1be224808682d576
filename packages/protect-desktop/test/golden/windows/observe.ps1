$ErrorActionPreference = 'Stop'
function Combine([string[]]$states) {
  if (@($states | Where-Object { $_ -ne 'applied' }).Count -eq 0) { 'applied' }
  elseif (@($states | Where-Object { $_ -ne 'missing' }).Count -eq 0) { 'missing' }
  else { 'drifted' }
}
function RegValue([string]$key, [string]$name) {
  try { (Get-ItemProperty -LiteralPath $key -Name $name -ErrorAction Stop).$name } catch { $null }
}
function RegState([string]$key, [string]$name, $want) {
  $have = RegValue $key $name
  if ($null -eq $have) { 'missing' } elseif ("$have" -eq "$want") { 'applied' } else { 'drifted' }
}
$r = [ordered]@{}
$doh = @(Get-DnsClientDohServerAddress -ErrorAction SilentlyContinue)
$r['doh-server'] = Combine @(@('192.0.2.53', '192.0.2.54', '2001:db8::53') | ForEach-Object {
  $ip = $_; $s = $doh | Where-Object { $_.ServerAddress -eq $ip }
  if (-not $s) { 'missing' } elseif ($s.DohTemplate -eq 'https://dns.example.org/dns-query/abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst' -and $s.AutoUpgrade -and -not $s.AllowFallbackToUdp) { 'applied' } else { 'drifted' }
})
$r['doh-policy'] = RegState 'HKLM:\SOFTWARE\Policies\Microsoft\Windows NT\DNSClient' 'DoHPolicy' 3
$r['interface-dns'] = Combine @(@('Ethernet', 'Wi-Fi 2') | ForEach-Object {
  $name = $_
  $four = (@((Get-DnsClientServerAddress -InterfaceAlias $name -AddressFamily IPv4).ServerAddresses) -join ',') -eq '192.0.2.53,192.0.2.54'
  $six = (@((Get-DnsClientServerAddress -InterfaceAlias $name -AddressFamily IPv6).ServerAddresses) -join ',') -eq '2001:db8::53'
  if ($four -and $six) { 'applied' } else { 'drifted' }
})
$r['browser:chrome'] = Combine @((RegState 'HKLM:\SOFTWARE\Policies\Google\Chrome' 'DnsOverHttpsMode' 'off'), (RegState 'HKLM:\SOFTWARE\Policies\Google\Chrome' 'BuiltInDnsClientEnabled' 0))
$r['browser:edge'] = Combine @((RegState 'HKLM:\SOFTWARE\Policies\Microsoft\Edge' 'DnsOverHttpsMode' 'off'), (RegState 'HKLM:\SOFTWARE\Policies\Microsoft\Edge' 'BuiltInDnsClientEnabled' 0))
$r['browser:brave'] = Combine @((RegState 'HKLM:\SOFTWARE\Policies\BraveSoftware\Brave' 'DnsOverHttpsMode' 'off'), (RegState 'HKLM:\SOFTWARE\Policies\BraveSoftware\Brave' 'BuiltInDnsClientEnabled' 0))
$ff = 'C:\Program Files\Mozilla Firefox\distribution\policies.json'
$r['browser:firefox'] = if (-not (Test-Path -LiteralPath $ff)) { 'missing' } else {
  try { $p = (Get-Content -Raw -LiteralPath $ff | ConvertFrom-Json).policies.DNSOverHTTPS } catch { $p = $null }
  if ($p -and $p.Enabled -eq $false -and $p.Locked -eq $true -and @($p.PSObject.Properties).Count -eq 2) { 'applied' } elseif ($p) { 'drifted' } else { 'missing' }
}
$r | ConvertTo-Json -Compress
