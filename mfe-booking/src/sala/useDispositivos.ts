// The pre-join check's media: the chosen camera and microphone, their preview stream, the lists
// to choose from (labels only appear once permission is given) and the microphone level.
import { useCallback, useEffect, useRef, useState } from 'react';

export type ErroDeMidia = 'permissao' | 'sem-dispositivo' | 'outro';

export interface Dispositivo {
  id: string;
  nome: string;
}

export interface Dispositivos {
  stream: MediaStream | null;
  cameras: Dispositivo[];
  microfones: Dispositivo[];
  cameraId: string | null;
  microfoneId: string | null;
  escolherCamera: (id: string) => void;
  escolherMicrofone: (id: string) => void;
  erro: ErroDeMidia | null;
  tentarDeNovo: () => void;
  /** Hands the stream to the room: it is then the room's to stop, not this hook's. */
  entregar: () => MediaStream | null;
}

export function erroDeMidia(err: unknown): ErroDeMidia {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permissao';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'sem-dispositivo';
  return 'outro';
}

function listar(todos: MediaDeviceInfo[], kind: MediaDeviceKind, rotulo: string): Dispositivo[] {
  return todos
    .filter((d) => d.kind === kind && d.deviceId !== '')
    .map((d, i) => ({ id: d.deviceId, nome: d.label || `${rotulo} ${i + 1}` }));
}

export function useDispositivos(): Dispositivos {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameras, setCameras] = useState<Dispositivo[]>([]);
  const [microfones, setMicrofones] = useState<Dispositivo[]>([]);
  const [escolha, setEscolha] = useState<{ cameraId: string | null; microfoneId: string | null }>({ cameraId: null, microfoneId: null });
  const [erro, setErro] = useState<ErroDeMidia | null>(null);
  const [tentativa, setTentativa] = useState(0);
  const atual = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelado = false;
    const constraints: MediaStreamConstraints = {
      video: escolha.cameraId ? { deviceId: { exact: escolha.cameraId } } : true,
      audio: escolha.microfoneId ? { deviceId: { exact: escolha.microfoneId } } : true,
    };
    navigator.mediaDevices
      .getUserMedia(constraints)
      .then(async (novo) => {
        if (cancelado) {
          novo.getTracks().forEach((t) => t.stop());
          return;
        }
        atual.current?.getTracks().forEach((t) => t.stop());
        atual.current = novo;
        setStream(novo);
        setErro(null);
        const todos = await navigator.mediaDevices.enumerateDevices();
        if (cancelado) return;
        setCameras(listar(todos, 'videoinput', 'Câmera'));
        setMicrofones(listar(todos, 'audioinput', 'Microfone'));
        const [video] = novo.getVideoTracks();
        const [audio] = novo.getAudioTracks();
        setEscolha((e) => ({
          cameraId: e.cameraId ?? video?.getSettings().deviceId ?? null,
          microfoneId: e.microfoneId ?? audio?.getSettings().deviceId ?? null,
        }));
      })
      .catch((err: unknown) => {
        if (!cancelado) setErro(erroDeMidia(err));
      });
    return () => {
      cancelado = true;
    };
  }, [escolha.cameraId, escolha.microfoneId, tentativa]);

  // the camera light goes off when the page goes
  useEffect(() => () => atual.current?.getTracks().forEach((t) => t.stop()), []);

  return {
    stream,
    cameras,
    microfones,
    cameraId: escolha.cameraId,
    microfoneId: escolha.microfoneId,
    escolherCamera: useCallback((id: string) => setEscolha((e) => ({ ...e, cameraId: id })), []),
    escolherMicrofone: useCallback((id: string) => setEscolha((e) => ({ ...e, microfoneId: id })), []),
    erro,
    tentarDeNovo: useCallback(() => setTentativa((n) => n + 1), []),
    entregar: useCallback(() => {
      const entregue = atual.current;
      atual.current = null;
      return entregue;
    }, []),
  };
}

/** The microphone's level, 0–100 (Web Audio AnalyserNode; RMS of the waveform), ~10 times a second. */
export function useNivelDoMicrofone(stream: MediaStream | null): number {
  const [nivel, setNivel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return undefined;
    const contexto = new AudioContext();
    const fonte = contexto.createMediaStreamSource(stream);
    const analisador = contexto.createAnalyser();
    analisador.fftSize = 512;
    fonte.connect(analisador);
    const amostras = new Uint8Array(analisador.fftSize);
    const timer = setInterval(() => {
      analisador.getByteTimeDomainData(amostras);
      setNivel(nivelRms(amostras));
    }, 100);
    return () => {
      clearInterval(timer);
      fonte.disconnect();
      void contexto.close();
    };
  }, [stream]);
  return nivel;
}

/** Bytes of a time-domain waveform (128 = silence) → 0–100, scaled so speech fills the bar. */
export function nivelRms(amostras: Uint8Array): number {
  if (amostras.length === 0) return 0;
  let soma = 0;
  for (const a of amostras) {
    const x = (a - 128) / 128;
    soma += x * x;
  }
  const rms = Math.sqrt(soma / amostras.length);
  return Math.min(100, Math.round(rms * 300));
}
