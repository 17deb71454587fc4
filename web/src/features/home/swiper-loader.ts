/** The swiper chunk: imported after hydration only (never in the initial JavaScript). */
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';

export function createSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { modules: [Autoplay, Navigation, A11y], ...options });
}
export type { Swiper };
