// Stand-in for shared-ui's ChangePasswordDialog (the shell team's dialog, tested there): the
// client area only has to open it and let it close.
export function FakeChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return (
    <div role="dialog" aria-label="Alterar senha">
      <button type="button" onClick={onClose}>
        Fechar
      </button>
    </div>
  );
}
