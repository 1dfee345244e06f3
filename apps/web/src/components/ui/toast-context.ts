import { createContext } from 'react';

export type ToastTone = 'success' | 'error';
export type Toast = { id: number; tone: ToastTone; title: string; text: string };

export type ToastApi = {
  /** 'Succes!' with the text (default 'Het is gelukt'); closes by itself after 2 seconds. */
  success: (text?: string) => number;
  /** 'Er ging iets mis' with the text (default 'Je hebt niet alle verplichte velden ingevuld'); stays. */
  error: (text?: string) => number;
  dismiss: (id: number) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);
