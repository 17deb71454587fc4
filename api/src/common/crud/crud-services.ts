import type { Database } from '../../db/database';
import type { ImageStore } from '../images';
import { CrudService } from './crud.service';
import type { CrudDescriptor } from './descriptor';

/** One CrudService per registered data set, looked up by its descriptor. */
export class CrudServices {
  private readonly services = new Map<CrudDescriptor<any>, CrudService<any>>();

  constructor(descriptors: CrudDescriptor<any>[], db: Database, images: ImageStore) {
    for (const d of descriptors) this.services.set(d, new CrudService(d, db, images));
  }

  of<E extends object>(d: CrudDescriptor<any>): CrudService<any> & CrudService<E & any> {
    const service = this.services.get(d);
    if (!service) throw new Error(`${d.many} is not registered in the CRUD registry`);
    return service;
  }
}
