// ProtectDesktopGuard: the Windows service (LocalSystem) that hosts the TypeScript agent. It
// answers the service control manager and keeps `protect-desktop-agent.exe service` running,
// starting it again when it exits. Stop requests are honoured only from the SCM, and the service's
// security descriptor (src/windows/windows-service.ts) lets administrators start it but not stop
// or delete it; the uninstaller stops it only after `protect-desktop-agent uninstall-check`.
#[cfg(windows)]
mod guard {
    use std::ffi::OsString;
    use std::process::{Child, Command};
    use std::sync::mpsc;
    use std::time::Duration;
    use windows_service::service::{
        ServiceControl, ServiceControlAccept, ServiceExitCode, ServiceState, ServiceStatus, ServiceType,
    };
    use windows_service::service_control_handler::{self, ServiceControlHandlerResult};
    use windows_service::{define_windows_service, service_dispatcher};

    const NAME: &str = "ProtectDesktopGuard";
    define_windows_service!(ffi_service_main, service_main);

    pub fn run() -> windows_service::Result<()> {
        service_dispatcher::start(NAME, ffi_service_main)
    }

    fn agent() -> std::io::Result<Child> {
        let exe = std::env::current_exe()?.with_file_name("protect-desktop-agent.exe");
        Command::new(exe).arg("service").spawn()
    }

    fn service_main(_arguments: Vec<OsString>) {
        let (stop_tx, stop_rx) = mpsc::channel();
        let handler = move |control| match control {
            ServiceControl::Stop => {
                let _ = stop_tx.send(());
                ServiceControlHandlerResult::NoError
            }
            ServiceControl::Interrogate => ServiceControlHandlerResult::NoError,
            _ => ServiceControlHandlerResult::NotImplemented,
        };
        let Ok(status) = service_control_handler::register(NAME, handler) else { return };
        let running = ServiceStatus {
            service_type: ServiceType::OWN_PROCESS,
            current_state: ServiceState::Running,
            controls_accepted: ServiceControlAccept::STOP,
            exit_code: ServiceExitCode::Win32(0),
            checkpoint: 0,
            wait_hint: Duration::default(),
            process_id: None,
        };
        let _ = status.set_service_status(running.clone());
        let mut child = agent().ok();
        loop {
            if stop_rx.recv_timeout(Duration::from_secs(2)).is_ok() {
                break;
            }
            let exited = match child.as_mut() {
                Some(c) => c.try_wait().map(|s| s.is_some()).unwrap_or(true),
                None => true,
            };
            if exited {
                child = agent().ok();
            }
        }
        if let Some(mut c) = child {
            let _ = c.kill();
        }
        let _ = status.set_service_status(ServiceStatus {
            current_state: ServiceState::Stopped,
            controls_accepted: ServiceControlAccept::empty(),
            ..running
        });
    }
}

#[cfg(windows)]
fn main() {
    if let Err(error) = guard::run() {
        eprintln!("protect-guard: {error}");
        std::process::exit(1);
    }
}

#[cfg(not(windows))]
fn main() {
    eprintln!("protect-guard runs only on Windows (Linux uses a systemd unit for the agent)");
    std::process::exit(1);
}
